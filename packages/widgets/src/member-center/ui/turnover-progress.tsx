import { turnoverProgress, type WithdrawalInfo } from '@lobbykit/sdk/member-center';
import { useTranslate } from '../../ui/use-translate';
import { useMoney } from './use-currency';
import '../messages/cashier-messages';

/** The valid turnover still required before a withdrawal, as a bar with the numbers in words. */
export function TurnoverProgress({ info }: { info: WithdrawalInfo }) {
  const t = useTranslate();
  const money = useMoney();
  const share = turnoverProgress(info);
  const left = Math.max(0, Math.round((info.turnoverRequired - info.turnoverDone) * 100) / 100);
  return (
    <div className="lk-mc-form">
      <div className="lk-mc-item__top">
        <span>{t('memberCashier.withdraw.turnover')}</span>
        <span className="lk-mc-money">
          {t('memberCashier.withdraw.turnoverDone', {
            done: money(Math.min(info.turnoverDone, info.turnoverRequired)),
            required: money(info.turnoverRequired),
          })}
        </span>
      </div>
      <div
        className="lk-mc-progress"
        role="progressbar"
        aria-label={t('memberCashier.withdraw.turnover')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <div className="lk-mc-progress__bar" style={{ width: `${share * 100}%` }} />
      </div>
      <p className="lk-mc-hint">
        {share >= 1
          ? t('memberCashier.withdraw.turnoverMet')
          : t('memberCashier.withdraw.turnoverPending', { left: money(left) })}
      </p>
    </div>
  );
}
