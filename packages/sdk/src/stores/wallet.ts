import { map, onMount } from 'nanostores';
import { sessionStore } from './storage';

// The wallet's store apart from the lobby's (stores/lobby.ts re-exports it): the runtime keeps the
// balance from the first paint on (a login refreshes it), the games' stores come with the widgets.

/** sessionStorage key of R2.48's masked balance (one of the lobby's keys, `LobbySessionKey`). */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

export interface WalletState {
  /** The main wallet's balance; null while signed out or before the first answer. */
  balance: number | null;
  currency: string | null;
  currencySymbol: string | null;
  /** R2.48: the header masks the balance; kept for the session. */
  hidden: boolean;
  loading: boolean;
}

export const emptyWallet = (): WalletState => ({
  balance: null,
  currency: null,
  currencySymbol: null,
  hidden: readBalanceHidden(),
  loading: false,
});

export const $wallet = map<WalletState>(emptyWallet());

// The storages can be swapped by `configure` after this module loaded: read the flag when watched.
onMount($wallet, () => {
  $wallet.setKey('hidden', readBalanceHidden());
});

export function readBalanceHidden(): boolean {
  return sessionStore().getItem(BALANCE_HIDDEN_KEY) === 'true';
}

export function storeBalanceHidden(hidden: boolean): void {
  sessionStore().setItem(BALANCE_HIDDEN_KEY, String(hidden));
  $wallet.setKey('hidden', hidden);
}
