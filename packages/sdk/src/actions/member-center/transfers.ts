import type { ResponseOf } from '@lobbykit/api-client';
import {
  consolidatedFunds,
  MAIN_WALLET_CODE,
  merchantWallet,
  recallBalances as recallBalancesEndpoint,
  transferUpline,
  uplineInfo,
  walletTransfer,
} from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { refreshBalance } from '../balance';
import { hasRealAccount } from '../player-guard';
import { attempt, type MoneyOutcome, newRequestId } from './cashier-outcome';

export type ConsolidatedFunds = ResponseOf<typeof consolidatedFunds>;
export type WalletEntry = ConsolidatedFunds['wallets'][number];
export type UplineInfo = ResponseOf<typeof uplineInfo>;
export { MAIN_WALLET_CODE };

/** R3.30, R7.28: whether the merchant keeps one wallet for everything (session-cached by the contract). */
export async function isSingleWallet(): Promise<boolean> {
  return (await getClient().call(merchantWallet)).isSingle;
}

/**
 * R7.26: every wallet and their total. A trial player fetches nothing (R6.09): null, no request; so
 * does a guest.
 */
export function loadConsolidatedFunds(): Promise<ConsolidatedFunds | null> {
  if (!hasRealAccount()) return Promise.resolve(null);
  return getClient().call(consolidatedFunds);
}

export interface WalletTransferRequest {
  from: string;
  to: string;
  amount: number;
  requestId?: string;
}

export type WalletsAfterMove = ResponseOf<typeof walletTransfer>;

/** R7.27: main wallet <-> a game wallet (POST); the header's balance (the main wallet) reloads after. */
export async function transferBetweenWallets(
  request: WalletTransferRequest,
): Promise<MoneyOutcome<WalletsAfterMove>> {
  const outcome = await attempt(() =>
    getClient().call(walletTransfer, {
      from: request.from,
      to: request.to,
      amount: request.amount,
      requestId: request.requestId ?? newRequestId(),
    }),
  );
  if (outcome.status === 'ok') void refreshBalance();
  return outcome;
}

/** The decision on recalls: every game wallet's balance back to the main wallet at once. */
export async function recallBalances(
  requestId: string = newRequestId(),
): Promise<MoneyOutcome<ResponseOf<typeof recallBalancesEndpoint>>> {
  const outcome = await attempt(() => getClient().call(recallBalancesEndpoint, { requestId }));
  if (outcome.status === 'ok') void refreshBalance();
  return outcome;
}

/** Who the player's agent is; `upline` null when they joined without one. */
export function loadUplineInfo(): Promise<UplineInfo> {
  return getClient().call(uplineInfo);
}

export interface UplineTransferRequest {
  amount: number;
  paymentPassword: string;
  requestId?: string;
}

/** transferUpline (R6.04): money from the main wallet to the agent, with the payment password. */
export async function transferToUpline(
  request: UplineTransferRequest,
): Promise<MoneyOutcome<ResponseOf<typeof transferUpline>>> {
  const outcome = await attempt(() =>
    getClient().call(transferUpline, {
      amount: request.amount,
      paymentPassword: request.paymentPassword,
      requestId: request.requestId ?? newRequestId(),
    }),
  );
  if (outcome.status === 'ok') void refreshBalance();
  return outcome;
}
