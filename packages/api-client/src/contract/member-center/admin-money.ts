import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { int4Id, isoDateTime, text, trimmed } from '../fields';
import { money, positiveMoney } from '../money';
import { depositRecord } from './cashier';
import { requestStatus } from './common';
import { withdrawalRecord } from './withdrawals';

const merchantCode = v.pipe(v.string(), v.maxLength(16));

/** The operator's queue of deposit requests (newest first), optionally one status. */
export const adminDeposits = endpoint({
  method: 'GET',
  path: '/admin/deposits',
  auth: 'admin',
  request: v.strictObject({ merchantCode, status: v.optional(requestStatus) }),
  response: v.array(v.object({ ...depositRecord.entries, account: v.string() })),
});

/**
 * Approves (credits the ledger exactly once) or rejects an In Process deposit. Deciding a request
 * that is already decided answers it as it is when the decision is the same, else 409.
 */
export const adminReviewDeposit = endpoint({
  method: 'POST',
  path: '/admin/deposits/review',
  auth: 'admin',
  request: v.strictObject({
    id: int4Id,
    decision: v.picklist(['approve', 'reject']),
    remark: v.optional(trimmed(0, 200)),
  }),
  response: depositRecord,
});

export const adminWithdrawals = endpoint({
  method: 'GET',
  path: '/admin/withdrawals',
  auth: 'admin',
  request: v.strictObject({ merchantCode, status: v.optional(requestStatus) }),
  response: v.array(v.object({ ...withdrawalRecord.entries, account: v.string() })),
});

/**
 * approve pays it (the member is asked to confirm receipt); reject refunds the held amount exactly
 * once; forceReceived closes a NOT_RECEIVED dispute as paid (R4.79: nothing refunded).
 */
export const adminReviewWithdrawal = endpoint({
  method: 'POST',
  path: '/admin/withdrawals/review',
  auth: 'admin',
  request: v.strictObject({
    id: int4Id,
    decision: v.picklist(['approve', 'reject', 'forceReceived']),
    remark: v.optional(trimmed(0, 200)),
  }),
  response: withdrawalRecord,
});

/** Sends a platform message to one member, or to every member of the merchant when no account. */
export const adminSendMessage = endpoint({
  method: 'POST',
  path: '/admin/messages',
  auth: 'admin',
  request: v.strictObject({
    merchantCode,
    account: v.optional(trimmed(1, 64)),
    title: trimmed(1, 120),
    content: trimmed(1, 5000),
  }),
  response: v.object({ sent: v.number() }),
});

/** Grants a reward that waits in the member's reward center until claimed. */
export const adminGrantReward = endpoint({
  method: 'POST',
  path: '/admin/rewards',
  auth: 'admin',
  request: v.strictObject({
    merchantCode,
    account: trimmed(1, 64),
    title: trimmed(1, 120),
    amount: positiveMoney,
    turnoverMultiple: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100)), 1),
    expiresAt: v.optional(isoDateTime),
  }),
  response: v.object({ id: v.number(), amount: money, source: text(32) }),
});

/**
 * Account numbers that two or more members of the merchant bound (possible with the merchant setting
 * sharedBankAccount 'flag'; 'refuse', the default, turns the second member away): each number with
 * who bound it and when, for the operator to look into.
 */
export const adminSharedBankAccounts = endpoint({
  method: 'GET',
  path: '/admin/bank-accounts/shared',
  auth: 'admin',
  request: v.strictObject({ merchantCode }),
  response: v.array(
    v.object({
      providerCode: v.string(),
      provider: v.string(),
      accountNumber: v.string(),
      holders: v.array(v.object({ account: v.string(), payeeName: v.string(), boundAt: isoDateTime })),
    }),
  ),
});
