import { ErrorCode } from '@lobbykit/api-client';
import { walletBalance } from '@lobbykit/api-client/first-paint';
import { onMount } from 'nanostores';
import { getClient } from '../client/configure';
import { emit } from '../runtime/events';
import { $session } from '../stores/session';
import { $wallet, readBalanceHidden, storeBalanceHidden } from '../stores/wallet';
import { failureOf } from './failure';
import { resumePendingRequests } from './pending-resume';

export interface BalanceDetail {
  balance: number;
  currency: string;
}

let inFlight: Promise<number | null> | null = null;

/**
 * R2.49, R7.25: reloads the main wallet's balance into `$wallet` and emits `lobbykit:balance`.
 * Signed out it clears the balance without a request. A failure keeps the last known balance (the
 * header should not flash to nothing on a network blip) and resolves null; calls made while one is
 * under way share it.
 */
export function refreshBalance(): Promise<number | null> {
  if (!$session.get().isLogin) {
    $wallet.set({ ...$wallet.get(), balance: null, loading: false });
    return Promise.resolve(null);
  }
  inFlight ??= load().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function load(): Promise<number | null> {
  $wallet.setKey('loading', true);
  try {
    const answer = await getClient().call(walletBalance);
    // The hide flag is re-read too: a restored session may have set it before this page loaded.
    $wallet.set({ ...$wallet.get(), ...answer, hidden: readBalanceHidden(), loading: false });
    emit('balance', { balance: answer.balance, currency: answer.currency });
    return answer.balance;
  } catch (error) {
    const expired = failureOf(error).errorCode === ErrorCode.notLoggedIn;
    $wallet.set({ ...$wallet.get(), loading: false, ...(expired ? { balance: null } : {}) });
    return null;
  }
}

/** R2.48: masks or shows the balance; the choice lasts for the browser session. */
export function toggleBalanceHidden(): boolean {
  const hidden = !$wallet.get().hidden;
  storeBalanceHidden(hidden);
  return hidden;
}

// Wherever the balance shows, it follows a pending deposit or withdrawal to its outcome (issue 16).
onMount($wallet, resumePendingRequests);
