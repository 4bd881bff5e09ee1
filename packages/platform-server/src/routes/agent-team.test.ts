import { ErrorCode } from '@lobbykit/api-client';
import { teamBetting, teamMembers, teamOverview } from '@lobbykit/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAgentTeam } from '../testing/agent-team';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

let t: TestPlatform;
let team: Awaited<ReturnType<typeof buildAgentTeam>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestPlatform();
  team = await buildAgentTeam(t.database.db);
  // 2026-01-15 08:00 UTC is 16:00 in Manila (UTC+8).
  await team.bet(team.demo01, 10_000, 2_500, new Date('2026-01-14T02:00:00Z'));
  await team.bet(team.team02, 20_000, 0, new Date('2026-01-14T17:00:00Z'));
  await team.bet(team.other02, 90_000, 0, new Date('2026-01-14T03:00:00Z'));
  for (const name of ['agent01', 'sub01', 'agent02']) tokens[name] = await t.tokenFor(name, 'Agent1234');
  tokens.demo01 = await t.tokenFor('demo01', 'Demo1234');
  await t.database.remember();
}, 180_000);
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('team overview', () => {
  it('R6.10 sums the whole subtree by merchant day, every day of the range', async () => {
    const value = await t.value(teamOverview, {
      token: tokens.agent01,
      query: { startDate: '2026-01-13', endDate: '2026-01-15' },
    });
    expect(value).toMatchObject({ members: 4, agents: 1, directMembers: 3, activeMembers: 2 });
    expect(value.byDay).toEqual([
      { day: '2026-01-13', deposits: 0, validBet: 0, profit: 0 },
      { day: '2026-01-14', deposits: 0, validBet: 100, profit: -75 },
      { day: '2026-01-15', deposits: 0, validBet: 200, profit: -200 },
    ]);
    expect(value.totals).toMatchObject({ validBet: 300, profit: -275 });
  });

  it('refuses a player (R6.12) and a range over 92 days', async () => {
    const player = await t.request('GET', teamOverview.path, {
      token: tokens.demo01,
      query: { startDate: '2026-01-13', endDate: '2026-01-15' },
    });
    expect(player.status).toBe(403);
    expect(player.body.errorCode).toBe(ErrorCode.nonAgent);
    const long = await t.request('GET', teamOverview.path, {
      token: tokens.agent01,
      query: { startDate: '2025-01-01', endDate: '2026-01-15' },
    });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: 'endDate', messageKey: 'date_range_too_long' });
  });
});

describe('team members and betting', () => {
  it('lists the subtree with levels and uplines, and only it', async () => {
    const value = await t.value(teamMembers, { token: tokens.agent01, query: { pageSize: '10' } });
    expect(value.list.map((row) => [row.account, row.level, row.upline]).sort()).toEqual([
      ['demo01', 1, 'agent01'],
      ['newbie01', 1, 'agent01'],
      ['sub01', 1, 'agent01'],
      ['team02', 2, 'sub01'],
    ]);
    expect(value.totalCount).toBe(4);
  });

  it('answers 404 not_in_team for a member outside the subtree', async () => {
    const answer = await t.request('GET', teamBetting.path, {
      token: tokens.sub01,
      query: { startDate: '2026-01-13', endDate: '2026-01-15', account: 'demo01' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.errorCode).toBe(ErrorCode.notInTeam);
  });

  it('sums team betting per member with totals', async () => {
    const value = await t.value(teamBetting, {
      token: tokens.agent01,
      query: { startDate: '2026-01-13', endDate: '2026-01-15' },
    });
    expect(value.list).toEqual([
      { account: 'team02', level: 2, bets: 1, stake: 200, validBet: 200, win: 0, profit: -200 },
      { account: 'demo01', level: 1, bets: 1, stake: 100, validBet: 100, win: 25, profit: -75 },
    ]);
    expect(value.totals).toEqual({ bets: 2, stake: 300, validBet: 300, win: 25, profit: -275 });
  });
});
