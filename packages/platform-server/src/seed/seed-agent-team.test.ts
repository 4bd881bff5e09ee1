import {
  accountDetails,
  agentSettings,
  contractList,
  contractPayments,
  myIncome,
  teamBetting,
  teamMembers,
  teamOverview,
  userLoss,
} from '@lobbykit/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { seedAgentTeam } from './seed-agent-team';

let t: TestPlatform;
let agent: string;
beforeAll(async () => {
  t = await createTestPlatform();
  const started = Date.now();
  expect(await seedAgentTeam(t.database.db, t.clock)).toBe(true);
  seedMs = Date.now() - started;
  expect(await seedAgentTeam(t.database.db, t.clock)).toBe(false);
  await t.platform.agentSettlement.run();
  agent = await t.tokenFor('agent01', 'Agent1234');
}, 300_000);
afterAll(() => t.close());
let seedMs = 0;

// The test clock's today is 2026-01-15 in Manila.
const month = { startDate: '2025-12-16', endDate: '2026-01-15' };

describe('the agent team seed: every agent-center page has data on a fresh start', () => {
  it('seeds agent01’s three-level team once, quickly, with demo01 and newbie01 still in it', async () => {
    expect(seedMs).toBeLessThan(30_000);
    const members = await t.value(teamMembers, { token: agent, query: { pageSize: '50' } });
    expect(members.list.map((row) => `${row.account}:${row.level}`).sort()).toEqual([
      'demo01:1',
      'newbie01:1',
      'sub01:1',
      'sub02:2',
      'team01:1',
      'team02:2',
      'team03:3',
    ]);
  });

  it('fills the overview, betting, loss and account details for the last month', async () => {
    const overview = await t.value(teamOverview, { token: agent, query: month });
    expect(overview.byDay).toHaveLength(31);
    expect(overview.byDay.filter((day) => day.validBet > 0).length).toBeGreaterThan(25);
    expect(overview.totals.deposits).toBeGreaterThan(0);
    for (const endpoint of [teamBetting, userLoss, accountDetails]) {
      const page = await t.value(endpoint, { token: agent, query: month });
      expect(page.totalCount, endpoint.path).toBeGreaterThan(0);
    }
  });

  it('has an offered and accepted contracts, payments of every kind, and an income', async () => {
    const offered = await t.value(contractList, {
      token: await t.tokenFor('demo01', 'Demo1234'),
      query: { direction: 'offeredToMe', status: 'offered' },
    });
    expect(offered.list).toEqual([expect.objectContaining({ kind: 'dailyWage', upline: 'agent01' })]);
    const mine = await t.value(contractList, {
      token: agent,
      query: { direction: 'offeredByMe', status: 'accepted' },
    });
    expect(mine.totalCount).toBe(4);
    for (const kind of ['dividend', 'dailyWage', 'hourlySalary', 'realtimeSalary'] as const) {
      const received = await t.value(contractPayments, { token: agent, query: { kind, ...month } });
      expect(received.totalCount, kind).toBeGreaterThan(0);
      const paid = await t.value(contractPayments, {
        token: agent,
        query: { kind, direction: 'team', ...month },
      });
      expect(paid.totalCount, kind).toBeGreaterThan(0);
    }
    const income = await t.value(myIncome, { token: agent, query: month });
    expect(income.totals.total).toBeGreaterThan(0);
    const settings = await t.value(agentSettings, { token: agent });
    expect(settings.ownRates).toEqual({
      dividend: 30,
      dailyWage: 1.2,
      hourlySalary: 0.4,
      realtimeSalary: 0.25,
    });
  });
});
