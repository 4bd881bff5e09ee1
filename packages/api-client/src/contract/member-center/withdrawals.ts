import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty, int4Id, isoDateTime, text, trimmed } from '../fields';
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

export const payoutProvider = v.object({ code: v.string(), name: v.string(), kind: payoutKind });

/** Banks and e-wallets a member can bind on this merchant. */
export const payoutProviders = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_payoutProviders',
  auth: 'member',
  request: empty,
  response: v.array(payoutProvider),
});

export const bankAccounts = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_bankAccounts',
  auth: 'member',
  request: empty,
  response: v.array(bankAccount),
});

/**
 * Binds a bank or e-wallet account. The payee name must match the member's real name (payeeName
 * from registration); a member without one sets it with the first account. At most 5 accounts.
 */
export const bindBankAccount = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_bindBankAccount',
  auth: 'member',
  request: v.strictObject({
    providerCode: text(32),
    accountNumber: v.pipe(trimmed(6, 34), v.regex(/^[0-9A-Za-z]+$/, 'Letters and digits only')),
    payeeName: trimmed(2, 64),
  }),
  response: bankAccount,
});

export const BANK_ACCOUNTS_MAX = 5;

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

/** Proof images (R5.35-R5.37): png or jpg, at most 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_COUNT = 3;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;

/** An image as a data URL (`data:image/png;base64,...`); the server checks the bytes, not the label. */
export const proofImage = v.object({
  name: text(128),
  dataUrl: v.pipe(
    v.string(),
    // base64 of 5 MB plus the header: longer cannot be a valid proof.
    v.maxLength(Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64, 'An image is at most 5 MB'),
    v.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, 'An image is png or jpg'),
  ),
});

/** The member answers an approved withdrawal's confirmation: received, or not with 1 to 3 proofs. */
export const confirmWithdrawal = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_confirmWithdrawal',
  auth: 'member',
  request: v.variant('received', [
    v.strictObject({ id: int4Id, received: v.literal(true) }),
    v.strictObject({
      id: int4Id,
      received: v.literal(false),
      remark: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(140))),
      proofs: v.pipe(
        v.array(proofImage),
        v.minLength(1, 'Attach at least one image'),
        v.maxLength(PROOF_MAX_COUNT, 'At most 3 images'),
      ),
    }),
  ]),
  response: withdrawalRecord,
});
