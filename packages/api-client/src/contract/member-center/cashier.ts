import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { empty, isoDateTime, text } from '../fields';
import { money, positiveMoney } from '../money';
import { dayRange, page, paging, requestId, requestStatus } from './common';

/**
 * How a sandbox channel takes money: a bank transfer shows the account to pay and a reference the
 * player quotes; an e-wallet (GCash-, Maya-, bKash-, Nagad-style) shows the wallet number to pay.
 */
export const channelKind = v.picklist(['BANK_TRANSFER', 'E_WALLET']);

export const depositChannel = v.object({
  code: v.string(),
  name: v.string(),
  kind: channelKind,
  /** The account or wallet number the player pays into, and the name on it. */
  payeeAccount: v.string(),
  payeeName: v.string(),
  minAmount: money,
  maxAmount: money,
  /** Quick-pick amounts the page offers as chips. */
  presetAmounts: v.array(money),
  /** Seconds after which the sandbox approves a request by itself; null: only an operator does. */
  autoApproveSeconds: v.nullable(v.number()),
});

/** The merchant's deposit channels (depositv2), in display order. */
export const depositChannels = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_depositChannels',
  auth: 'member',
  request: empty,
  response: v.array(depositChannel),
});

export const depositRecord = v.object({
  id: v.number(),
  channelCode: v.string(),
  channelName: v.string(),
  amount: money,
  status: requestStatus,
  /** The reference the player quotes on the transfer (bank transfer) or the payment's id. */
  reference: v.string(),
  createdAt: isoDateTime,
  decidedAt: v.nullable(isoDateTime),
  /** Why an operator rejected it, when one did. */
  remark: v.nullable(v.string()),
});

/**
 * Opens a deposit request In Process. The amount must lie within the channel's limits. The ledger is
 * credited exactly once, when the request is approved (by an operator or the sandbox's delay).
 * A replay with the same requestId answers the first request.
 */
export const deposit = endpoint({
  method: 'POST',
  path: '/wps/relay/PAY_deposit',
  auth: 'member',
  request: v.strictObject({
    channelCode: text(32),
    amount: positiveMoney,
    requestId,
  }),
  response: depositRecord,
});

/** The member's deposit requests in a day range, newest first. */
export const depositRecords = endpoint({
  method: 'GET',
  path: '/wps/relay/PAY_depositRecords',
  auth: 'member',
  request: v.strictObject({ ...dayRange, ...paging }),
  response: page(depositRecord),
});
