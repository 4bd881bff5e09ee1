import {
  type depositChannel,
  depositChannels,
  deposit as depositEndpoint,
  type depositRecord,
  depositRecords,
} from '@lobbykit/api-client/member-center';
import type { InferOutput } from 'valibot';
import { getClient } from '../../client/configure';
import { attempt, type MoneyOutcome, newRequestId } from './cashier-outcome';
import { type PageOf, type PageRequest, pageQuery } from './cashier-paging';
import { notePendingRecords, watchPendingRequest } from './pending-note';
import type { DayRange } from './records-date-range';

export type DepositChannel = InferOutput<typeof depositChannel>;
export type DepositRecord = InferOutput<typeof depositRecord>;

/** depositv2: the merchant's sandbox channels, in display order. */
export function loadDepositChannels(): Promise<DepositChannel[]> {
  return getClient().call(depositChannels);
}

export interface DepositRequest {
  channelCode: string;
  amount: number;
  /** Keep it while retrying the same request; a new one is made when absent. */
  requestId?: string;
}

/**
 * Opens a deposit request In Process (R4.74). Nothing reaches the balance until it is approved; the
 * client then waits on it (pending-watch), so the balance and the records follow the operator's
 * decision without a reload.
 */
export async function deposit(request: DepositRequest): Promise<MoneyOutcome<DepositRecord>> {
  const outcome = await attempt(() =>
    getClient().call(depositEndpoint, {
      channelCode: request.channelCode,
      amount: request.amount,
      requestId: request.requestId ?? newRequestId(),
    }),
  );
  if (outcome.status === 'ok') watchPendingRequest('deposit', outcome.value);
  return outcome;
}

/** The member's deposit requests in a day range, newest first. */
export function loadDepositRecords(
  range: DayRange,
  paging: PageRequest = {},
): Promise<PageOf<DepositRecord>> {
  return getClient()
    .call(depositRecords, pageQuery(range, paging))
    .then((page) => {
      notePendingRecords('deposit', page.list);
      return page;
    });
}
