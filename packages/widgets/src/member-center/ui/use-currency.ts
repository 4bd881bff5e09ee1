import { $startup, $wallet, formatMoney } from '@lobbykit/sdk';
import { useStore } from '../../ui/use-store';

/**
 * Amounts in the merchant's currency (TLB ₱, BDT ৳): the wallet's once the balance loaded, else the
 * merchant's from startup. Answers the formatter the pages print money with.
 */
export function useMoney(): (amount: number) => string {
  const wallet = useStore($wallet);
  const startup = useStore($startup);
  const currency =
    wallet.currency ?? (startup.phase === 'ready' ? (startup.permission?.merchant.currency ?? null) : null);
  return (amount) => formatMoney(amount, currency);
}
