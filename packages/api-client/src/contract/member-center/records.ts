import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { bigintIdQuery, isoDateTime, text } from '../fields';
import { gameType } from '../games';
import { money } from '../money';
import { dayRange, page, paging, signedMoney } from './common';

/** One round in the betting record (personalHistoryCopy). */
export const betRecord = v.object({
  id: v.number(),
  roundId: v.string(),
  gameName: v.string(),
  vendorCode: v.string(),
  gameType: v.string(),
  stake: money,
  /** The stake that counts towards turnover and VIP: a settled round's stake; 0 while open or rolled back. */
  validBet: money,
  /** Null while the round is open. */
  win: v.nullable(money),
  status: v.picklist(['open', 'settled', 'rolled_back']),
  placedAt: isoDateTime,
  settledAt: v.nullable(isoDateTime),
});

export const betTotals = v.object({ stake: money, validBet: money, win: money, profit: signedMoney });

/** The betting record with its totals over the whole filter, not just the page. */
export const bettingRecords = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemBetRecords',
  auth: 'member',
  request: v.strictObject({
    ...dayRange,
    gameType: v.optional(gameType),
    vendor: v.optional(text(32)),
    ...paging,
  }),
  response: v.object({ ...page(betRecord).entries, totals: betTotals }),
});

/** Kinds of money movement in the transaction history (the ledger's kinds). */
export const TRANSACTION_KINDS = [
  'credit',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'deposit',
  'withdrawal',
  'refund',
  'transfer',
  'bonus',
] as const;
export const transactionKind = v.picklist(TRANSACTION_KINDS);

export const transaction = v.object({
  id: v.number(),
  kind: transactionKind,
  wallet: v.string(),
  /** Signed: negative leaves the wallet. */
  amount: signedMoney,
  balanceAfter: money,
  reference: v.string(),
  createdAt: isoDateTime,
});

/** Every money movement of the member's wallets (transactionHistory), newest first. */
export const transactionHistory = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTrans',
  auth: 'member',
  request: v.strictObject({ ...dayRange, kind: v.optional(transactionKind), ...paging }),
  response: page(transaction),
});

/** R7.29: one movement in full: balance before and after, and what it belongs to (bet, request ...). */
export const transactionDetail = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  auth: 'member',
  // Ledger entries live in a bigserial table.
  request: v.strictObject({ id: bigintIdQuery }),
  response: v.object({
    ...transaction.entries,
    balanceBefore: money,
    /** A readable line per fact: the game and round of a bet, the channel of a deposit ... */
    details: v.array(v.object({ label: v.string(), value: v.string() })),
  }),
});

export const profitRow = v.object({ stake: money, validBet: money, win: money, profit: signedMoney });

/** Profit and loss by day and by product (personalProfit); profit is win minus stake, signed. */
export const personalProfit = endpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemProfit',
  auth: 'member',
  request: v.strictObject({ ...dayRange }),
  response: v.object({
    byDay: v.array(v.object({ day: v.string(), ...profitRow.entries })),
    byProduct: v.array(v.object({ gameType: v.string(), ...profitRow.entries })),
    totals: profitRow,
  }),
});
