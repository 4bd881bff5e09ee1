import { $config, $session, formatMoney } from '@lobbykit/sdk';
import { useStore } from '../../ui/use-store';

/** Formats amounts in the member's currency (₱ for TLB, ৳ for BDT), two decimals, separators. */
export function useMoney(): (amount: number) => string {
  const session = useStore($session);
  const config = useStore($config);
  const currency = session.member?.currency ?? config.currency;
  return (amount) => formatMoney(amount, currency);
}
