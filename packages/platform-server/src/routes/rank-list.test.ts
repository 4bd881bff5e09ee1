import { launchGame, rankList, seamlessBet, seamlessSettle } from '@lobbykit/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { maskName } from '../services/rank-list';
import { testPlatformForFile } from '../testing/platform-for-file';

const t = testPlatformForFile({ random: { int: (max) => Math.min(4, max - 1) } });
beforeAll(async () => {
  // Every draw comes out 44444, so a lottery pick of 44 always wins (95x).
});

describe('winners board', () => {
  it('R7.47 R9.03 R3.20 answers the seeded history of a fresh install: 20 masked winners, biggest first', async () => {
    const { list } = await t.value(rankList, {
      query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' },
    });
    expect(list).toHaveLength(20);
    const amounts = list.map((entry) => entry.vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const { vo } of list) {
      expect(vo.customerName).toMatch(/^.{1,2}\*\*\*.{0,2}$/);
      expect(vo.winAmount).toBeGreaterThan(0);
      expect(vo).toMatchObject({ currency: 'TLB', currencySymbol: '₱' });
      expect(vo.gameCode).not.toBe('');
    }
  });

  it('honours limitNum and refuses more than 20', async () => {
    expect((await t.value(rankList, { query: { limitNum: '6' } })).list).toHaveLength(6);
    expect((await t.request('GET', rankList.path, { query: { limitNum: '21' } })).status).toBe(400);
  });

  it('keeps each merchant to its own winners, in its currency', async () => {
    const { list } = await t.value(rankList, { merchant: 'bd' });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every(({ vo }) => vo.currency === 'BDT' && vo.currencySymbol === '৳')).toBe(true);
  });

  it('R2.82 puts a real win at the top, with what a click needs to start the game', async () => {
    const session = await t.tokenFor('demo01', 'Demo1234');
    const game = (await t.database.db.query.games.findFirst({
      where: (row, { and, eq }) => and(eq(row.gameType, 'LOTT'), eq(row.isGame, 'GAME')),
    }))!;
    const { url } = await t.value(launchGame, { token: session, body: { gameCode: game.gameCode } });
    const token = new URL(url).searchParams.get('token')!;
    const bet = { token, transactionId: 'big-win-1', amount: 10, pick: '44' };
    expect((await t.request('POST', seamlessBet.path, { body: bet })).status).toBe(200);
    const settle = await t.request('POST', seamlessSettle.path, {
      body: { token, transactionId: 'big-win-1-s', betTransactionId: 'big-win-1' },
    });
    expect(settle.body).toMatchObject({ value: { win: 950, outcome: { numbers: '44444', hit: true } } });
    const { list } = await t.value(rankList, { query: { gameCategory: 'LOTT' } });
    expect(list[0]!.vo).toMatchObject({
      customerName: 'de***01',
      winAmount: 950,
      nodeId: game.id,
      gameCode: game.gameCode,
      gameType: 'LOTT',
    });
  });

  it('masks names: two characters each side, shorter names less', () => {
    expect(maskName('demo01')).toBe('de***01');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
  });
});
