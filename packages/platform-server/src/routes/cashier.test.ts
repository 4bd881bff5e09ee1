import { ErrorCode, freePlay } from '@lobbykit/api-client';
import {
  adminDeposits,
  adminReviewDeposit,
  deposit,
  depositChannels,
  depositRecords,
} from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { cashierSteps, DEMO_PASSWORD, newRequestId } from '../testing/cashier';
import { ledgerOf } from '../testing/ledger';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient } from '../testing/test-client';

const t = testPlatformForFile();
const steps = cashierSteps(t);
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', DEMO_PASSWORD);
});

describe('deposit channels', () => {
  it('R4.74 lists the merchant sandbox channels with limits: ph GCash/Maya/bank, bd bKash/Nagad/bank', async () => {
    const ph = await t.value(depositChannels, { token });
    expect(ph.map((channel) => channel.code)).toEqual(['GCASH_SANDBOX', 'MAYA_SANDBOX', 'BANK_TRANSFER']);
    expect(ph[2]).toMatchObject({
      kind: 'BANK_TRANSFER',
      minAmount: 500,
      maxAmount: 100000,
      autoApproveSeconds: null,
    });
    expect(ph[0]).toMatchObject({ kind: 'E_WALLET', minAmount: 100, autoApproveSeconds: 30 });
    const bdToken = await t.tokenFor('bdplayer01', DEMO_PASSWORD, 'bd');
    const bd = await t.value(depositChannels, { token: bdToken, merchant: 'bd' });
    expect(bd.map((channel) => channel.code)).toEqual(['BKASH_SANDBOX', 'NAGAD_SANDBOX', 'BANK_TRANSFER']);
  });

  it('R6.05 refuses trial players with 403 in_need_true_account and needs a session', async () => {
    const trial = await createTestClient(t.platform).call(freePlay, { platform: 'W' });
    const range = { startDate: '2026-01-01', endDate: '2026-01-31' };
    for (const [path, query] of [
      [depositChannels.path, {}],
      [depositRecords.path, range],
    ] as const) {
      const answer = await t.request('GET', path, { token: trial.token, query });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ errorCode: ErrorCode.trialAccount });
    }
    const refused = await t.request('POST', deposit.path, {
      token: trial.token,
      body: { channelCode: 'GCASH_SANDBOX', amount: 100, requestId: newRequestId() },
    });
    expect(refused.status).toBe(403);
    expect((await t.request('GET', depositChannels.path)).status).toBe(401);
  });
});

describe('deposit requests', () => {
  it('R4.74 opens In Process, credits nothing until approved, then credits exactly once', async () => {
    const before = await steps.balance(token);
    const request = await steps.deposit(token, 250.5, newRequestId(), 'BANK_TRANSFER').catch(() => undefined);
    expect(request).toBeUndefined(); // below the bank channel's 500 minimum
    const opened = await steps.deposit(token, 750.25, newRequestId(), 'BANK_TRANSFER');
    expect(opened).toMatchObject({
      status: 'IN_PROCESS',
      amount: 750.25,
      channelName: expect.any(String),
      decidedAt: null,
    });
    expect(opened.reference).toMatch(/^D[0-9A-Z]+$/);
    expect(await steps.balance(token)).toBe(before);
    const approved = await steps.reviewDeposit(opened.id, 'approve');
    expect(approved).toMatchObject({ status: 'APPROVED', decidedAt: expect.any(String) });
    expect(await steps.balance(token)).toBe(before + 750.25);
    // The same decision again answers the request as it is and moves nothing.
    expect(await steps.reviewDeposit(opened.id, 'approve')).toMatchObject({ status: 'APPROVED' });
    expect(await steps.balance(token)).toBe(before + 750.25);
    const conflict = await t.request('POST', '/admin/deposits/review', {
      ...steps.admin,
      body: { id: opened.id, decision: 'reject' },
    });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({
      errorCode: ErrorCode.conflict,
      messageKey: 'request_already_decided',
    });
    const entries = (await ledgerOf(t, 'demo01')).filter((entry) => entry.kind === 'deposit');
    expect(entries).toEqual([
      expect.objectContaining({ amount: 75025, idempotencyKey: `deposit:${opened.id}` }),
    ]);
  });

  it('R4.74 a rejection moves nothing and records the remark', async () => {
    const before = await steps.balance(token);
    const opened = await steps.deposit(token, 100);
    const rejected = await t.value(adminReviewDeposit, {
      ...steps.admin,
      body: { id: opened.id, decision: 'reject', remark: 'No payment received' },
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', remark: 'No payment received' });
    expect(await steps.balance(token)).toBe(before);
    expect(
      (
        await t.request('POST', '/admin/deposits/review', {
          ...steps.admin,
          body: { id: opened.id, decision: 'approve' },
        })
      ).status,
    ).toBe(409);
  });

  it('a replayed requestId answers the first request and opens nothing new', async () => {
    const requestId = newRequestId();
    const first = await steps.deposit(token, 300, requestId);
    const replay = await steps.deposit(token, 999, requestId);
    expect(replay).toEqual(first);
    const parallel = await Promise.all([1, 2, 3].map(() => steps.deposit(token, 400, 'same-key-0001')));
    expect(new Set(parallel.map((record) => record.id)).size).toBe(1);
    const queue = await t.value(adminDeposits, { ...steps.admin, query: { merchantCode: 'ph' } });
    expect(queue.filter((row) => row.account === 'demo01')).toHaveLength(2);
  });

  it('refuses amounts outside the channel limits, zero, negative and three decimals with 400, writing nothing', async () => {
    const cases: [unknown, string | undefined][] = [
      [50, 'amount_below_minimum'],
      [50_000.01, 'amount_above_maximum'],
      [0, undefined],
      [-5, undefined],
      [100.123, undefined],
      ['100', undefined],
    ];
    for (const [amount, messageKey] of cases) {
      const answer = await t.request('POST', deposit.path, {
        token,
        body: { channelCode: 'GCASH_SANDBOX', amount, requestId: newRequestId() },
      });
      expect(answer.status, String(amount)).toBe(400);
      expect(answer.body).toMatchObject({ errorCode: ErrorCode.validation, field: 'amount' });
      if (messageKey) expect(answer.body.messageKey).toBe(messageKey);
    }
    const unknown = await t.request('POST', deposit.path, {
      token,
      body: { channelCode: 'PAYPAL', amount: 100, requestId: newRequestId() },
    });
    expect(unknown.body).toMatchObject({ field: 'channelCode', messageKey: 'channel_unknown' });
    const badKey = await t.request('POST', deposit.path, {
      token,
      body: { channelCode: 'GCASH_SANDBOX', amount: 100, requestId: 'short' },
    });
    expect(badKey.body).toMatchObject({ field: 'requestId' });
    expect(await t.value(adminDeposits, { ...steps.admin, query: { merchantCode: 'ph' } })).toEqual([]);
  });

  it('R4.74 the sandbox approves an e-wallet deposit by itself after its delay, once, racing an operator', async () => {
    const before = await steps.balance(token);
    const opened = await steps.deposit(token, 500);
    t.clock.advance(29_000);
    expect(await t.platform.cashierSweeps.run()).toMatchObject({ approved: 0 });
    t.clock.advance(1_000);
    const [swept] = await Promise.all([
      t.platform.cashierSweeps.run(),
      steps.reviewDeposit(opened.id, 'approve'),
    ]);
    expect(swept.approved).toBeLessThanOrEqual(1);
    expect(await steps.balance(token)).toBe(before + 500);
    expect(await t.platform.cashierSweeps.run()).toMatchObject({ approved: 0 });
    // The bank transfer waits for an operator however long it takes.
    await steps.deposit(token, 600, newRequestId(), 'BANK_TRANSFER');
    t.clock.advance(24 * 3600_000);
    expect(await t.platform.cashierSweeps.run()).toMatchObject({ approved: 0 });
  });

  it('lists the member deposits of a day range newest first, paged; refuses a reversed or long range', async () => {
    const first = await steps.deposit(token, 100);
    t.clock.advance(60_000);
    const second = await steps.deposit(token, 200);
    const page = await t.value(depositRecords, {
      token,
      query: { startDate: '2026-01-15', endDate: '2026-01-15', pageSize: '1' },
    });
    expect(page).toMatchObject({ pageNum: 1, pageSize: 1, totalCount: 2, totalPages: 2 });
    expect(page.list.map((row) => row.id)).toEqual([second.id]);
    const other = await t.value(depositRecords, {
      token,
      query: { startDate: '2026-01-10', endDate: '2026-01-14' },
    });
    expect(other.list).toEqual([]);
    expect(first.id).toBeLessThan(second.id);
    const reversed = await t.request('GET', depositRecords.path, {
      token,
      query: { startDate: '2026-01-15', endDate: '2026-01-14' },
    });
    expect(reversed.body).toMatchObject({ field: 'endDate', messageKey: 'date_range_reversed' });
    const long = await t.request('GET', depositRecords.path, {
      token,
      query: { startDate: '2025-01-01', endDate: '2026-01-14' },
    });
    expect(long.body).toMatchObject({ field: 'endDate', messageKey: 'date_range_too_long' });
  });

  it('an operator deciding an unknown request gets 404', async () => {
    for (const path of ['/admin/deposits/review', '/admin/withdrawals/review']) {
      const answer = await t.request('POST', path, {
        ...steps.admin,
        body: { id: 999_999, decision: 'approve' },
      });
      expect(answer.status, path).toBe(404);
    }
  });

  it('the admin endpoints need the admin key', async () => {
    expect((await t.request('GET', adminDeposits.path, { query: { merchantCode: 'ph' } })).status).toBe(403);
    expect(
      (await t.request('POST', '/admin/deposits/review', { token, body: { id: 1, decision: 'approve' } }))
        .status,
    ).toBe(403);
  });
});
