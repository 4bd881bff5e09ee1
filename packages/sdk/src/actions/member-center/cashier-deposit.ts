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
 * Opens a deposit request In Process (R4.74). Nothing reaches the balance until it is approved, so
 * the header's balance is refreshed by whoever learns of the approval (the records, the next visit).
 */
export function deposit(request: DepositRequest): Promise<MoneyOutcome<DepositRecord>> {
  return attempt(() =>
    getClient().call(depositEndpoint, {
      channelCode: request.channelCode,
      amount: request.amount,
      requestId: request.requestId ?? newRequestId(),
    }),
  );
}

/** The member's deposit requests in a day range, newest first. */
export function loadDepositRecords(
  range: DayRange,
  paging: PageRequest = {},
): Promise<PageOf<DepositRecord>> {
  return getClient().call(depositRecords, pageQuery(range, paging));
}
