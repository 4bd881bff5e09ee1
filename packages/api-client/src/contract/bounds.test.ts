import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { addFavoriteGame } from './favourites';
import { BIGINT_ID_MAX, INT4_MAX } from './fields';
import * as contract from './index';
import { launchGame } from './launch';
import { adminGrantReward, adminReviewDeposit, adminReviewWithdrawal } from './member-center/admin-money';
import { deposit } from './member-center/cashier';
import { deleteMessages, markMessages } from './member-center/messages';
import { transactionDetail } from './member-center/records';
import { claimReward } from './member-center/rewards';
import { transferUpline } from './member-center/transfers';
import { confirmWithdrawal } from './member-center/withdrawal-confirmation';
import { withdraw } from './member-center/withdrawals';
import { MAX_AMOUNT, MAX_BALANCE } from './money';

const accepts = (endpoint: Endpoint, input: unknown) => v.safeParse(endpoint.request, input).success;
const REQUEST = 'abcd1234';
const PIN = '123456';

describe('ids carry the bounds of their database column', () => {
  it('int4 ids take 1..2147483647 and refuse 2147483648, 1e21, 0 and fractions in bodies', () => {
    const cases: [Endpoint, (id: number) => unknown][] = [
      [claimReward, (id) => ({ id, requestId: REQUEST })],
      [confirmWithdrawal, (id) => ({ id, received: true })],
      [withdraw, (id) => ({ bankAccountId: id, amount: 100, paymentPassword: PIN, requestId: REQUEST })],
      [adminReviewDeposit, (id) => ({ id, decision: 'approve' })],
      [adminReviewWithdrawal, (id) => ({ id, decision: 'reject' })],
      [addFavoriteGame, (id) => ({ nodeId: id })],
    ];
    for (const [endpoint, body] of cases) {
      expect(accepts(endpoint, body(1)), endpoint.path).toBe(true);
      expect(accepts(endpoint, body(INT4_MAX)), endpoint.path).toBe(true);
      for (const bad of [INT4_MAX + 1, 1e21, 2 ** 53, 0, -1, 1.5]) {
        expect(accepts(endpoint, body(bad)), `${endpoint.path} ${bad}`).toBe(false);
      }
    }
  });

  it('int4 ids in a query string refuse digits past the column', () => {
    expect(accepts(launchGame, { nodeId: String(INT4_MAX) })).toBe(true);
    expect(accepts(launchGame, { nodeId: String(INT4_MAX + 1) })).toBe(false);
  });

  it('message ids (bigserial) take the safe integer range, one id or many, and refuse ids:[1e21]', () => {
    for (const endpoint of [markMessages, deleteMessages]) {
      const body = (ids: number[]) => (endpoint === markMessages ? { ids, read: true } : { ids });
      expect(accepts(endpoint, body([1, INT4_MAX + 1, BIGINT_ID_MAX]))).toBe(true);
      expect(accepts(endpoint, body([1e21]))).toBe(false);
      expect(accepts(endpoint, body([1, 2 ** 53]))).toBe(false);
      expect(accepts(endpoint, body([]))).toBe(false);
    }
  });

  it('R7.29 a ledger entry id in the query takes bigint ids and refuses past 2^53', () => {
    expect(accepts(transactionDetail, { id: String(INT4_MAX + 1) })).toBe(true);
    expect(accepts(transactionDetail, { id: String(BIGINT_ID_MAX) })).toBe(true);
    expect(accepts(transactionDetail, { id: '9007199254740993' })).toBe(false);
    expect(accepts(transactionDetail, { id: '1e21' })).toBe(false);
  });
});

describe('amounts stay inside the safe range of minor units', () => {
  it('one operation moves at most MAX_AMOUNT (10,000,000.00); a balance holds at most MAX_BALANCE', () => {
    expect(MAX_AMOUNT).toBe(10_000_000);
    expect(MAX_BALANCE).toBe(1_000_000_000);
    // A balance at its maximum plus the largest amount, times a hundred (turnover multiples), in minor units.
    expect(Number.isSafeInteger((MAX_BALANCE + MAX_AMOUNT) * 100 * 100)).toBe(true);
  });

  it('every money field of a request refuses more than MAX_AMOUNT', () => {
    const bodies: [Endpoint, (amount: number) => unknown][] = [
      [deposit, (amount) => ({ channelCode: 'BANK', amount, requestId: REQUEST })],
      [withdraw, (amount) => ({ bankAccountId: 1, amount, paymentPassword: PIN, requestId: REQUEST })],
      [transferUpline, (amount) => ({ amount, paymentPassword: PIN, requestId: REQUEST })],
      [adminGrantReward, (amount) => ({ merchantCode: 'ph', account: 'demo01', title: 'Gift', amount })],
    ];
    for (const [endpoint, body] of bodies) {
      expect(accepts(endpoint, body(MAX_AMOUNT)), endpoint.path).toBe(true);
      for (const bad of [MAX_AMOUNT + 0.01, MAX_AMOUNT * 10, 9_999_999_999_999.99, 1e21]) {
        expect(accepts(endpoint, body(bad)), `${endpoint.path} ${bad}`).toBe(false);
      }
    }
  });
});

/** A number field's declared upper bound (through a pipe or a query union), or undefined. */
function maxOf(schema: Record<string, unknown>): number | undefined {
  const pipe = (schema.pipe as Record<string, unknown>[] | undefined) ?? [];
  const bounds = pipe.filter((action) => action.type === 'max_value').map((action) => action.requirement);
  return bounds.length > 0 ? Math.min(...(bounds as number[])) : undefined;
}

/** Every number field in a request schema, with its path, unwrapping optionals, arrays and unions. */
function numberFields(
  schema: Record<string, unknown>,
  path: string,
  out: [string, Record<string, unknown>][],
) {
  const pipe = schema.pipe as Record<string, unknown>[] | undefined;
  const base = (pipe ? pipe[0] : schema) as Record<string, unknown>;
  const type = base.type as string;
  if (type === 'number' || (type === 'union' && maxOf(schema) !== undefined)) {
    out.push([path, schema]);
    return;
  }
  if (type === 'optional' || type === 'nullable' || type === 'nullish')
    numberFields(base.wrapped as Record<string, unknown>, path, out);
  if (type === 'array') numberFields(base.item as Record<string, unknown>, `${path}[]`, out);
  if (type === 'union' || type === 'variant')
    for (const option of base.options as Record<string, unknown>[]) numberFields(option, path, out);
  if (type.endsWith('object'))
    for (const [key, entry] of Object.entries(base.entries as Record<string, Record<string, unknown>>))
      numberFields(entry, path ? `${path}.${key}` : key, out);
}

describe('every number a request carries has an upper bound', () => {
  it('no id or amount of any endpoint can leave its column or the safe integer range', () => {
    const unbounded: string[] = [];
    for (const [name, value] of Object.entries(contract)) {
      const endpoint = value as Partial<Endpoint>;
      if (!endpoint || typeof endpoint !== 'object' || !endpoint.request || !endpoint.path) continue;
      const fields: [string, Record<string, unknown>][] = [];
      numberFields(endpoint.request as unknown as Record<string, unknown>, '', fields);
      for (const [path, schema] of fields) {
        const max = maxOf(schema);
        if (max === undefined || max > Number.MAX_SAFE_INTEGER) unbounded.push(`${name}.${path}`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
