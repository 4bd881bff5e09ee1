import { $config, $wallet, formatMoney, maskMoney, refreshBalance, toggleBalanceHidden } from '@lobbykit/sdk';
import { type ReactNode, useEffect } from 'react';
import { Skeleton } from '../ui/skeleton';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';

/**
 * The signed-in balance (R2.47-R2.49): two decimals, separators and the merchant's symbol; the
 * hide toggle masks it with asterisks for the session; refresh reloads it and spins meanwhile.
 */
export function WalletBalance() {
  const t = useTranslate();
  const wallet = useStore($wallet);
  const config = useStore($config);

  // A header mounted after login (or a restored session) may find no balance yet: fetch it once.
  useEffect(() => {
    const now = $wallet.get();
    if (now.balance === null && !now.loading) void refreshBalance();
  }, []);

  const currency = wallet.currency ?? config.currency;
  let amount: ReactNode;
  if (wallet.balance === null && wallet.loading) amount = <Skeleton width="88px" height="16px" />;
  else if (wallet.balance === null)
    amount = (
      <span className="lk-balance__missing" title={t('header.balanceUnavailable')}>
        <span aria-hidden="true">--</span>
        <span className="lk-sr-only">{t('header.balanceUnavailable')}</span>
      </span>
    );
  else amount = wallet.hidden ? maskMoney(currency) : formatMoney(wallet.balance, currency);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of a value and its two controls, not a form.
    <div className="lk-balance" role="group" aria-label={t('header.balance')}>
      <span className="lk-balance__amount lk-money" part="balance" aria-busy={wallet.loading}>
        {amount}
      </span>
      <button
        type="button"
        className="lk-icon-button"
        aria-pressed={wallet.hidden}
        aria-label={wallet.hidden ? t('header.showBalance') : t('header.hideBalance')}
        title={wallet.hidden ? t('header.showBalance') : t('header.hideBalance')}
        onClick={() => toggleBalanceHidden()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {wallet.hidden ? <path d="M4 4l16 16" /> : null}
        </svg>
      </button>
      <button
        type="button"
        className="lk-icon-button lk-balance__refresh"
        aria-label={t('header.refreshBalance')}
        title={t('header.refreshBalance')}
        aria-busy={wallet.loading}
        disabled={wallet.loading}
        onClick={() => void refreshBalance()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
        </svg>
      </button>
    </div>
  );
}
