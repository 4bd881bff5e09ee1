import type { ResponseOf } from '@lobbykit/api-client';
import { downlineTransfer } from '@lobbykit/api-client/agent';
import { getClient } from '../../client/configure';
import { refreshBalance } from '../balance';
import { attempt, type MoneyOutcome, newRequestId } from '../member-center/cashier-outcome';

export type DownlineTransferDone = ResponseOf<typeof downlineTransfer>;

export interface DownlineTransferRequest {
  account: string;
  amount: number;
  paymentPassword: string;
  /** Kept by the form while the agent retries the same transfer, so a lost answer moves money once. */
  requestId?: string;
}

/**
 * R6.16: money from the agent's main wallet to a member of its team, with the payment password
 * (encrypted); the header's balance reloads after.
 */
export async function transferToDownline(
  request: DownlineTransferRequest,
): Promise<MoneyOutcome<DownlineTransferDone>> {
  const outcome = await attempt(() =>
    getClient().call(downlineTransfer, {
      account: request.account,
      amount: request.amount,
      paymentPassword: request.paymentPassword,
      requestId: request.requestId ?? newRequestId(),
    }),
  );
  if (outcome.status === 'ok') void refreshBalance();
  return outcome;
}
