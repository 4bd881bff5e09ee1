import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty, int4Id, isoDateTime } from '../fields';
import { money, positiveMoney } from '../money';
import { dayRange, page, paging, requestId, requestStatus } from './common';
import { paymentPasswordValue } from './payment-password';

/** Where a withdrawal is paid: a bank account or an e-wallet (GCash, Maya, bKash, Nagad ...). */
export const payoutKind = v.picklist(['BANK', 'E_WALLET']);

export const bankAccount = v.object({
  id: v.number(),
  kind: payoutKind,
  /** The bank or e-wallet's name, as the member chose it from `payoutProviders`. */
  provider: v.string(),
  /** Masked except the last 4 digits. */
  accountNumber: v.string(),
  payeeName: v.string(),
  createdAt: isoDateTime,
});

/** What the withdraw page shows before the form: limits, the turnover still to play, the accounts. */
export const withdrawalInfo = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_withdrawalInfo',
  auth: 'member',
  request: empty,
  response: v.object({
    balance: money,
    minAmount: money,
    maxAmount: money,
    /** Valid turnover required since the last deposits and bonuses, and how much of it is played. */
    turnoverRequired: money,
    turnoverDone: money,
    hasPaymentPassword: v.boolean(),
    paymentPasswordLockedUntil: v.nullable(isoDateTime),
    accounts: v.array(bankAccount),
  }),
});

/**
 * The withdrawal confirmation of spec section 4 (R4.77-R4.80): after an operator approves (pays) a
 * withdrawal, the member says whether the money arrived. PENDING until then; RECEIVED; NOT_RECEIVED
 * with proof images; FORCED_RECEIVED when the operator closes a dispute as paid (the deposit that
 * paid it is not refunded); AUTO_RECEIVED after the merchant's N minutes (30 by default) of silence.
 */
export const CONFIRMATION_STATUSES = [
  'NONE',
  'PENDING',
  'RECEIVED',
  'NOT_RECEIVED',
  'FORCED_RECEIVED',
  'AUTO_RECEIVED',
] as const;
export const confirmationStatus = v.picklist(CONFIRMATION_STATUSES);

export const withdrawalRecord = v.object({
  id: v.number(),
  amount: money,
  status: requestStatus,
  confirmation: confirmationStatus,
  /** When an unanswered confirmation counts as received. */
  autoReceiptAt: v.nullable(isoDateTime),
  account: bankAccount,
  createdAt: isoDateTime,
  decidedAt: v.nullable(isoDateTime),
  remark: v.nullable(v.string()),
  proofCount: v.number(),
});

/**
 * Requests a withdrawal: the amount leaves the balance at once (held In Process); a rejection refunds
 * it exactly once. Refused when the turnover is not done, the amount is outside the limits or over the
 * balance, or the payment password is wrong (counted). Encrypted: it carries the payment password.
 */
export const withdraw = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_withdraw',
  auth: 'member',
  encrypted: true,
  request: v.strictObject({
    bankAccountId: int4Id,
    amount: positiveMoney,
    paymentPassword: paymentPasswordValue,
    requestId,
  }),
  response: withdrawalRecord,
});

export const withdrawalRecords = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_withdrawalRecords',
  auth: 'member',
  request: v.strictObject({ ...dayRange, ...paging }),
  response: page(withdrawalRecord),
});
