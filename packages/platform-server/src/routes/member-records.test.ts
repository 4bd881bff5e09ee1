import { ErrorCode, freePlay } from '@lobbykit/api-client';
import {
  bettingRecords,
  personalProfit,
  transactionDetail,
  transactionHistory,
  walletTransfer,
} from '@lobbykit/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { type GameRow, games, type MemberRow } from '../db/schema/index';
import { createSeamlessWallet } from '../services/seamless-wallet';
import { createWalletService } from '../services/wallet';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient } from '../testing/test-client';

const t = testPlatformForFile();
let slot: GameRow;
let live: GameRow;
beforeAll(async () => {
  const first = async (gameType: GameRow['gameType']) =>
    (
      await t.database.db
        .select()
        .from(games)
        .where(and(eq(games.gameType, gameType), eq(games.isGame, 'GAME')))
        .orderBy(asc(games.id))
        .limit(1)
    )[0]!;
  slot = await first('RNG');
  live = await first('LIVE');
});

async function member(username: string, merchantCode = 'ph'): Promise<MemberRow> {
  const merchant = (await findMerchantByCode(t.database.db, merchantCode))!;
  return (await findMemberByUsername(t.database.db, merchant.id, username))!;
}

/** A round through the real bet path (seamless wallet and ledger) at a chosen time. */
async function play(
  who: MemberRow,
  at: string,
  round: { id: string; game: GameRow; stake: number; win: number; close?: 'settle' | 'rollback' | 'open' },
) {
  const seamless = createSeamlessWallet({
    wallet: createWalletService({ db: t.database.db, clock: manualClock(at) }),
  });
  await seamless.bet(who, round.game, {
    transactionId: round.id,
    stake: round.stake,
    outcome: { win: round.win, detail: { variant: 'test' } },
  });
  if (round.close === 'open') return;
  const input = { transactionId: `${round.id}-close`, betTransactionId: round.id };
  if (round.close === 'rollback') await seamless.rollback(who, input);
  else await seamless.settle(who, input);
}

/**
 * demo01 (ph, UTC+8) plays four rounds: the 13th 23:59 local (out of a 14th-15th range), the 14th
 * 00:30 local, the 15th (a live round) and an open and a rolled-back round on the 15th.
 */
async function playDemoRounds(): Promise<MemberRow> {
  const demo = await member('demo01');
  await play(demo, '2026-01-13T15:59:00Z', { id: 'r-early', game: slot, stake: 1_000, win: 0 });
  await play(demo, '2026-01-13T16:30:00Z', { id: 'r-1', game: slot, stake: 2_000, win: 5_000 });
  await play(demo, '2026-01-15T02:00:00Z', { id: 'r-2', game: live, stake: 10_000, win: 0 });
  await play(demo, '2026-01-15T03:00:00Z', { id: 'r-3', game: slot, stake: 500, win: 0, close: 'open' });
  await play(demo, '2026-01-15T04:00:00Z', { id: 'r-4', game: slot, stake: 700, win: 0, close: 'rollback' });
  return demo;
}

const range = { startDate: '2026-01-14', endDate: '2026-01-15' };
const trialToken = async () =>
  (await createTestClient(t.platform).call(freePlay, { os: 'Linux', platform: 'W' })).token;

describe('betting record (personalHistoryCopy)', () => {
  it('R9.43 lists the rounds of the day range in the merchant time zone, newest first', async () => {
    await playDemoRounds();
    const token = await t.tokenFor('demo01', 'Demo1234');
    const answer = await t.value(bettingRecords, { token, query: range });
    expect(answer.list.map((row) => row.roundId)).toEqual(['r-4', 'r-3', 'r-2', 'r-1']);
    expect(answer.list[3]).toMatchObject({
      gameName: slot.name,
      vendorCode: slot.vendorCode,
      gameType: 'RNG',
      stake: 20,
      validBet: 20,
      win: 50,
      status: 'settled',
      placedAt: '2026-01-13T16:30:00.000Z',
    });
    expect(answer.list[0]).toMatchObject({ status: 'rolled_back', validBet: 0, win: null });
    expect(answer.list[1]).toMatchObject({ status: 'open', validBet: 0, win: null, settledAt: null });
    expect(answer).toMatchObject({ pageNum: 1, totalCount: 4, totalPages: 1 });
  });

  it('totals cover the whole filter, not the page; filters by game type and vendor', async () => {
    await playDemoRounds();
    const token = await t.tokenFor('demo01', 'Demo1234');
    const paged = await t.value(bettingRecords, { token, query: { ...range, pageSize: '1', pageNo: '2' } });
    expect(paged.list.map((row) => row.roundId)).toEqual(['r-3']);
    expect(paged).toMatchObject({ totalCount: 4, totalPages: 4, pageNum: 2, pageSize: 1 });
    expect(paged.totals).toEqual({ stake: 132, validBet: 120, win: 50, profit: -70 });

    const slots = await t.value(bettingRecords, { token, query: { ...range, gameType: 'RNG' } });
    expect(slots.list.map((row) => row.roundId)).toEqual(['r-4', 'r-3', 'r-1']);
    expect(slots.totals).toEqual({ stake: 32, validBet: 20, win: 50, profit: 30 });
    const vendor = await t.value(bettingRecords, { token, query: { ...range, vendor: live.vendorCode } });
    expect(vendor.list.map((row) => row.roundId)).toContain('r-2');
  });

  it('refuses a range over 92 days or ending before it starts with 400 on endDate', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const long = await t.request('GET', bettingRecords.path, {
      token,
      query: { startDate: '2025-10-01', endDate: '2026-01-01' },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: 'endDate', messageKey: 'date_range_too_long' });
    const ok = await t.request('GET', bettingRecords.path, {
      token,
      query: { startDate: '2025-10-02', endDate: '2026-01-01' },
    });
    expect(ok.status).toBe(200);
    const reversed = await t.request('GET', personalProfit.path, {
      token,
      query: { startDate: '2026-01-15', endDate: '2026-01-14' },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ field: 'endDate' });
    const badDate = await t.request('GET', transactionHistory.path, {
      token,
      query: { startDate: '2026-13-01', endDate: '2026-01-14' },
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.field).toBe('startDate');
  });

  it('a member never sees another member’s rounds', async () => {
    await playDemoRounds();
    const agent = await t.tokenFor('agent01', 'Agent1234');
    const answer = await t.value(bettingRecords, { token: agent, query: range });
    expect(answer.list).toEqual([]);
    expect(answer.totals).toEqual({ stake: 0, validBet: 0, win: 0, profit: 0 });
  });
});

describe('personal profit', () => {
  it('answers profit and loss by day (merchant time zone) and by product, with totals', async () => {
    await playDemoRounds();
    const token = await t.tokenFor('demo01', 'Demo1234');
    const answer = await t.value(personalProfit, { token, query: range });
    expect(answer.byDay).toEqual([
      { day: '2026-01-14', stake: 20, validBet: 20, win: 50, profit: 30 },
      { day: '2026-01-15', stake: 112, validBet: 100, win: 0, profit: -100 },
    ]);
    expect(answer.byProduct).toEqual([
      { gameType: 'LIVE', stake: 100, validBet: 100, win: 0, profit: -100 },
      { gameType: 'RNG', stake: 32, validBet: 20, win: 50, profit: 30 },
    ]);
    expect(answer.totals).toEqual({ stake: 132, validBet: 120, win: 50, profit: -70 });
  });
});

describe('transaction history and detail', () => {
  it('lists every movement of the member newest first, filtered by kind, paged', async () => {
    await playDemoRounds();
    const token = await t.tokenFor('demo01', 'Demo1234');
    const all = await t.value(transactionHistory, { token, query: { ...range, pageSize: '3' } });
    // In range: r-1 bet+win, r-2 bet+win, r-3 bet, r-4 bet+rollback, the demo credit (the 15th, 16:00 local).
    expect(all.totalCount).toBe(8);
    expect(all.list.map((row) => [row.kind, row.amount])).toEqual([
      ['credit', 10_000],
      ['rollback', 7],
      ['bet', -7],
    ]);
    const bets = await t.value(transactionHistory, { token, query: { ...range, kind: 'bet' } });
    expect(bets.list.map((row) => row.reference)).toEqual(['r-4', 'r-3', 'r-2', 'r-1']);
    expect(bets.list[3]).toMatchObject({ wallet: 'MAIN', amount: -20, balanceAfter: 9_970 });
  });

  it('R7.29 ODSFE2_MemTransDet answers one movement with balances and the round it belongs to', async () => {
    await playDemoRounds();
    const token = await t.tokenFor('demo01', 'Demo1234');
    const wins = await t.value(transactionHistory, { token, query: { ...range, kind: 'win' } });
    const win = wins.list.find((row) => row.reference === 'r-1')!;
    const detail = await t.value(transactionDetail, { token, query: { id: String(win.id) } });
    expect(detail).toMatchObject({ kind: 'win', amount: 50, balanceBefore: 9_970, balanceAfter: 10_020 });
    expect(detail.details).toEqual(
      expect.arrayContaining([
        { label: 'game', value: slot.name },
        { label: 'roundId', value: 'r-1' },
        { label: 'stake', value: '20.00' },
        { label: 'win', value: '50.00' },
      ]),
    );
  });

  it('R7.29 a transfer names both wallets', async () => {
    const token = await t.tokenFor('bdplayer01', 'Demo1234', 'bd');
    await t.value(walletTransfer, {
      token,
      merchant: 'bd',
      body: { from: 'MAIN', to: 'AG', amount: 12, requestId: 'detail-0001' },
    });
    const moves = await t.value(transactionHistory, {
      token,
      merchant: 'bd',
      query: { ...range, kind: 'transfer' },
    });
    expect(moves.list.map((row) => [row.wallet, row.amount])).toEqual(
      expect.arrayContaining([
        ['MAIN', -12],
        ['AG', 12],
      ]),
    );
    const detail = await t.value(transactionDetail, {
      token,
      merchant: 'bd',
      query: { id: String(moves.list[0]!.id) },
    });
    expect(detail.details).toEqual(
      expect.arrayContaining([
        { label: 'from', value: 'MAIN' },
        { label: 'to', value: 'AG' },
      ]),
    );
  });

  it('R7.29 another member’s movement is a 404, like one that does not exist', async () => {
    await playDemoRounds();
    const demo = await t.tokenFor('demo01', 'Demo1234');
    const [own] = (await t.value(transactionHistory, { token: demo, query: range })).list;
    const agent = await t.tokenFor('agent01', 'Agent1234');
    const foreign = await t.request('GET', transactionDetail.path, {
      token: agent,
      query: { id: String(own!.id) },
    });
    expect(foreign.status).toBe(404);
    const missing = await t.request('GET', transactionDetail.path, {
      token: demo,
      query: { id: '99999999' },
    });
    expect(missing.status).toBe(404);
  });
});

describe('trial sessions', () => {
  it('R6.05 every record page answers 403 in_need_true_account', async () => {
    const token = await trialToken();
    for (const [path, query] of [
      [bettingRecords.path, range],
      [transactionHistory.path, range],
      [transactionDetail.path, { id: '1' }],
      [personalProfit.path, range],
    ] as const) {
      const response = await t.request('GET', path, { token, query });
      expect(response.status, path).toBe(403);
      expect(response.body).toMatchObject({ errorCode: ErrorCode.trialAccount });
    }
  });
});
