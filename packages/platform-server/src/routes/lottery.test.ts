import { ErrorCode } from '@lobbykit/api-client';
import {
  lottoOpenedNumbers,
  vnLotteryMenu,
  vnLotteryRecent,
  vnOpenedNumbers,
} from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';

const t = testPlatformForFile();

describe('lottery calls', () => {
  it('R7.43 answers the VN lottery menus with each game’s schedule', async () => {
    t.clock.set('2026-01-15T08:02:30Z');
    const menus = await t.value(vnLotteryMenu, { query: { prizeMode: 'LOTT', device: 'WEB' } });
    expect(menus.map((menu) => menu.menuCode)).toEqual(['LOTT']);
    const game = menus[0]!.games[0]!;
    expect(game).toMatchObject({
      intervalMinutes: 5,
      currentIssueNo: '20260115-098',
      nextDrawTime: '2026-01-15T08:05:00.000Z',
    });
    expect(game.gameCode).toMatch(/^TCG_LOTTO_VN/);
  });

  it('R7.43 answers the recent draws newest first, the same on every call', async () => {
    t.clock.set('2026-01-15T08:02:30Z');
    const menus = await t.value(vnLotteryMenu);
    const gameCode = menus[0]!.games[0]!.gameCode;
    const recent = await t.value(vnLotteryRecent, { query: { gameCode, size: '3' } });
    expect(recent.list.map((draw) => draw.drawTime)).toEqual(
      menus[0]!.games[0]!.intervalMinutes === 5
        ? ['2026-01-15T08:00:00.000Z', '2026-01-15T07:55:00.000Z', '2026-01-15T07:50:00.000Z']
        : expect.any(Array),
    );
    expect(recent.list.every((draw) => /^\d{5}$/.test(draw.numbers))).toBe(true);
    expect(await t.value(vnLotteryRecent, { query: { gameCode, size: '3' } })).toEqual(recent);
  });

  it('R7.44 answers a VN draw’s prize table, the latest or a named issue, and 404 for a future one', async () => {
    t.clock.set('2026-01-15T08:02:30Z');
    const gameCode = (await t.value(vnLotteryMenu, { query: { prizeMode: 'LOTT' } }))[0]!.games[0]!.gameCode;
    const latest = await t.value(vnOpenedNumbers, { query: { gameCode } });
    expect(latest.issueNo).toBe('20260115-097');
    expect(latest.prizes.map((prize) => prize.prize)).toEqual([
      'DB',
      'G1',
      'G2',
      'G3',
      'G4',
      'G5',
      'G6',
      'G7',
    ]);
    expect(latest.prizes.flatMap((prize) => prize.numbers)).toHaveLength(27);
    expect(latest.prizes[0]!.numbers[0]).toBe(latest.numbers);
    const named = await t.value(vnOpenedNumbers, { query: { gameCode, issueNo: '20260115-001' } });
    expect(named.drawTime).toBe('2026-01-15T00:00:00.000Z');
    const future = await t.request('GET', vnOpenedNumbers.path, {
      query: { gameCode, issueNo: '20260115-200' },
    });
    expect(future.status).toBe(404);
  });

  it('R7.44 answers the latest opened numbers of every lottery, and 404 for an unknown game', async () => {
    const { list } = await t.value(lottoOpenedNumbers);
    expect(list.length).toBeGreaterThan(1);
    for (const entry of list) expect(entry.numbers).toMatch(/^\d{5}$/);
    const unknown = await t.request('GET', vnLotteryRecent.path, { query: { gameCode: 'NOPE' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: ErrorCode.notFound });
  });
});
