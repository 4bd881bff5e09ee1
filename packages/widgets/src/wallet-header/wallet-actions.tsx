import { navigate } from '@lobbykit/sdk';
import { useTranslate } from '../ui/use-translate';

/** The member-centre pages of deposit and withdraw (spec section 2's page names). */
export const DEPOSIT_PATH = '/member?page=depositv2';
export const WITHDRAW_PATH = '/member?page=withdraw';

/** Deposit and withdraw (R2.50); on narrow phones only their icons show, the names stay for screen readers. */
export function WalletActions() {
  const t = useTranslate();
  return (
    <>
      <button
        type="button"
        className="lk-button lk-button--primary lk-wallet-action"
        onClick={() => navigate(DEPOSIT_PATH)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 4v12m0 0l-5-5m5 5l5-5M5 20h14" />
        </svg>
        <span className="lk-wallet-action__label">{t('header.deposit')}</span>
      </button>
      <button
        type="button"
        className="lk-button lk-button--ghost lk-wallet-action"
        onClick={() => navigate(WITHDRAW_PATH)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 20V8m0 0l-5 5m5-5l5 5M5 4h14" />
        </svg>
        <span className="lk-wallet-action__label">{t('header.withdraw')}</span>
      </button>
    </>
  );
}
