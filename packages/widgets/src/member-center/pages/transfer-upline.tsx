import { loadUplineInfo, transferToUpline } from '@lobbykit/sdk/member-center';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { Skeleton } from '../../ui/skeleton';
import { useTranslate } from '../../ui/use-translate';
import type { MemberCenterPageProps } from '../page-props';
import { TransferFields, useMoneyTransfer } from '../ui/money-transfer';
import { useMoney } from '../ui/use-currency';
import { useLoad } from '../ui/use-load';

/**
 * transferUpline (R6.04): money from the main wallet to the player's agent, with the payment
 * password. A member who joined without an agent is told there is nobody to send to.
 */
export default function TransferUplinePage({ go }: MemberCenterPageProps) {
  const t = useTranslate();
  const money = useMoney();
  const [loaded, reload] = useLoad(loadUplineInfo);
  const { balance, busy, submit, fields } = useMoneyTransfer(transferToUpline, (value) =>
    t('memberCenter.upline.done', { amount: money(value.amount), upline: value.upline }),
  );

  if (loaded.state === 'loading') {
    return (
      <div className="lk-mc-card" aria-busy="true">
        <Skeleton width="30%" height="22px" />
        <Skeleton height="44px" />
        <Skeleton height="44px" />
      </div>
    );
  }
  if (loaded.state === 'error') return <ErrorState message={loaded.message} onRetry={reload} />;
  const upline = loaded.value.upline;
  return (
    <section className="lk-mc-card" aria-labelledby="lk-mc-upline-title">
      <h2 id="lk-mc-upline-title">{t('memberCenter.upline.title')}</h2>
      {!upline ? (
        <p className="lk-mc-empty">{t('memberCenter.upline.none')}</p>
      ) : (
        <form className="lk-mc-form" noValidate onSubmit={submit}>
          <dl className="lk-mc-rows">
            <div className="lk-mc-row">
              <dt>{t('memberCenter.upline.to')}</dt>
              <dd>{upline.nickname ? `${upline.nickname} (${upline.account})` : upline.account}</dd>
            </div>
            <div className="lk-mc-row">
              <dt>{t('memberCashier.withdraw.balance')}</dt>
              <dd className="lk-mc-money">{balance === null ? '—' : money(balance)}</dd>
            </div>
          </dl>
          <TransferFields
            id="lk-mc-upline"
            passwordLabel={t('memberCenter.upline.paymentPassword')}
            transfer={fields}
          />
          <div className="lk-mc-actions">
            <Button type="submit" loading={busy}>
              {t('memberCenter.upline.submit')}
            </Button>
            <Button variant="ghost" onClick={() => go('securityCenter', { section: 'paymentPassword' })}>
              {t('memberCashier.withdraw.setPaymentPassword')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
