import type { ResponseOf } from '@lobbykit/api-client';
import {
  type bankAccount,
  type payoutProvider,
  withdrawalInfo,
  type withdrawalRecord,
  withdrawalRecords,
  withdraw as withdrawEndpoint,
} from '@lobbykit/api-client/member-center';
import type { InferOutput } from 'valibot';
import { getClient } from '../../client/configure';
import { refreshBalance } from '../balance';
import { attempt, type MoneyOutcome, newRequestId } from './cashier-outcome';
import { type PageOf, type PageRequest, pageQuery } from './cashier-paging';
import { notePendingRecords, watchPendingRequest } from './pending-note';
import type { DayRange } from './records-date-range';

export type BankAccount = InferOutput<typeof bankAccount>;
export type PayoutProvider = InferOutput<typeof payoutProvider>;
export type WithdrawalRecord = InferOutput<typeof withdrawalRecord>;
export type WithdrawalInfo = ResponseOf<typeof withdrawalInfo>;

/** The withdraw page's facts: balance, limits, turnover still to play, accounts, payment password. */
export function loadWithdrawalInfo(): Promise<WithdrawalInfo> {
  return getClient().call(withdrawalInfo);
}

/**
 * The share of the required turnover played, 0..1 (1 when none is required): the withdraw page's
 * progress bar, and whether a withdrawal may be asked for at all.
 */
export function turnoverProgress(info: Pick<WithdrawalInfo, 'turnoverRequired' | 'turnoverDone'>): number {
  if (info.turnoverRequired <= 0) return 1;
  return Math.min(1, Math.max(0, info.turnoverDone / info.turnoverRequired));
}

export interface WithdrawRequest {
  bankAccountId: number;
  amount: number;
  paymentPassword: string;
  requestId?: string;
}

/**
 * Requests a withdrawal (encrypted: it carries the payment password). The amount leaves the balance
 * at once, so the header's balance reloads after an accepted request.
 */
export async function withdraw(request: WithdrawRequest): Promise<MoneyOutcome<WithdrawalRecord>> {
  const outcome = await attempt(() =>
    getClient().call(withdrawEndpoint, {
      bankAccountId: request.bankAccountId,
      amount: request.amount,
      paymentPassword: request.paymentPassword,
      requestId: request.requestId ?? newRequestId(),
    }),
  );
  if (outcome.status === 'ok') {
    void refreshBalance();
    // Waited on until an operator decides: a rejection's refund shows in the balance by itself.
    watchPendingRequest('withdrawal', outcome.value);
  }
  return outcome;
}

export function loadWithdrawalRecords(
  range: DayRange,
  paging: PageRequest = {},
): Promise<PageOf<WithdrawalRecord>> {
  return getClient()
    .call(withdrawalRecords, pageQuery(range, paging))
    .then((page) => {
      notePendingRecords('withdrawal', page.list);
      return page;
    });
}

/** A record waiting for the member's answer: approved and its confirmation still pending. */
export function awaitsConfirmation(record: Pick<WithdrawalRecord, 'status' | 'confirmation'>): boolean {
  return record.status === 'APPROVED' && record.confirmation === 'PENDING';
}
