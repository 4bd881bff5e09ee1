import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AgentContractPeriod,
  agentContractPayments,
  agentContracts,
  ledgerEntries,
  type MemberRow,
} from '../../db/schema/index';
import { buildAgentTeam } from '../../testing/agent-team';
import { testPlatformForFile } from '../../testing/platform-for-file';
import { createWalletService, type WalletService } from '../wallet';
import { type Period, periodAt } from './periods';
import { createAgentSettlement } from './settlement';
import { settlePeriod } from './settlement-rule';

const t = testPlatformForFile();
let team: Awaited<ReturnType<typeof buildAgentTeam>>;
beforeAll(async () => {
  team = await buildAgentTeam(t.database.db);
  await t.database.remember();
}, 180_000);

const MANILA = 480;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2026-01-01 00:00 in Manila. */
const MONTH_START = Date.parse('2025-12-31T16:00:00Z');

interface SimBet {
  who: 'sub01' | 'team02' | 'demo01';
  stake: number;
  win: number;
  at: number;
}

const betArb = fc.record({
  who: fc.constantFrom<SimBet['who']>('sub01', 'team02', 'demo01'),
  stake: fc.integer({ min: 1, max: 500_000 }),
  win: fc.integer({ min: 0, max: 1_000_000 }),
  at: fc.integer({ min: 0, max: 31 * DAY - 1 }).map((offset) => MONTH_START + offset),
});

const contractArb = fc.record({
  kind: fc.constantFrom<SimContract['kind']>('dailyWage', 'dividend'),
  period: fc.constantFrom<AgentContractPeriod>('Weekly', 'Semimonthly', 'Monthly', 'Daily'),
  rateBp: fc.integer({ min: 1, max: 10_000 }),
  activeMembers: fc.integer({ min: 0, max: 2 }),
  periodValidBet: fc.constantFrom(0, 100_000, 1_000_000),
  periodProfitLoss: fc.constantFrom(0, 50_000),
  acceptedAt: fc.integer({ min: 0, max: 5 * DAY }).map((offset) => MONTH_START + offset),
});
interface SimContract {
  kind: 'dailyWage' | 'dividend';
  period: AgentContractPeriod;
  rateBp: number;
  activeMembers: number;
  periodValidBet: number;
  periodProfitLoss: number;
  acceptedAt: number;
}

async function setUp(contract: SimContract, simBets: SimBet[]) {
  const members: Record<SimBet['who'], MemberRow> = {
    sub01: team.sub01,
    team02: team.team02,
    demo01: team.demo01,
  };
  for (const bet of simBets) await team.bet(members[bet.who], bet.stake, bet.win, new Date(bet.at));
  const period = contract.kind === 'dailyWage' ? 'Daily' : contract.period;
  const [row] = await t.database.db
    .insert(agentContracts)
    .values({
      merchantId: team.merchant.id,
      kind: contract.kind,
      period,
      uplineId: team.agent01.id,
      downlineId: team.sub01.id,
      rateBp: contract.rateBp,
      activeMembers: contract.activeMembers,
      periodValidBet: contract.periodValidBet,
      periodProfitLoss: contract.periodProfitLoss,
      status: 'accepted',
      offeredAt: new Date(contract.acceptedAt),
      answeredAt: new Date(contract.acceptedAt),
    })
    .returning();
  return row!;
}

/** What the rule says each ended period pays, computed here from the simulated bets (sub01's team: sub01, team02). */
function expectedPayments(
  contract: SimContract,
  period: AgentContractPeriod,
  simBets: SimBet[],
  now: number,
) {
  const expected: { period: Period; amount: number }[] = [];
  let cursor = new Date(contract.acceptedAt);
  for (;;) {
    const current = periodAt(period, cursor, MANILA);
    if (current.end.getTime() > now) break;
    const inside = simBets.filter(
      (bet) => bet.who !== 'demo01' && bet.at >= current.start.getTime() && bet.at < current.end.getTime(),
    );
    const figures = {
      activeMembers: new Set(inside.map((bet) => bet.who)).size,
      validBet: inside.reduce((sum, bet) => sum + bet.stake, 0),
      profit: inside.reduce((sum, bet) => sum + bet.win - bet.stake, 0),
    };
    const { amount } = settlePeriod(
      { ...contract, kind: contract.kind as 'dailyWage' | 'dividend' },
      figures,
    );
    expected.push({ period: current, amount });
    cursor = current.end;
  }
  return expected;
}

async function paidRows(contractId: number) {
  const rows = await t.database.db.select().from(agentContractPayments);
  return rows
    .filter((row) => row.contractId === contractId)
    .sort((a, b) => a.periodStart.getTime() - b.periodStart.getTime());
}

async function bonusCredits(): Promise<number> {
  const rows = await t.database.db.select().from(ledgerEntries);
  return rows
    .filter((row) => row.kind === 'bonus' && row.idempotencyKey.startsWith('contract:'))
    .reduce((sum, row) => sum + row.amount, 0);
}

const settler = (wallet?: WalletService) =>
  createAgentSettlement({
    db: t.database.db,
    clock: t.clock,
    wallet: wallet ?? createWalletService({ db: t.database.db, clock: t.clock }),
    log: t.log,
  });

describe('settlement over simulated months', () => {
  it('R9.37 R9.38 wages and dividends equal the rule applied to the bets of each ended period, each paid once, with two settling processes', async () => {
    await fc.assert(
      fc.asyncProperty(contractArb, fc.array(betArb, { maxLength: 40 }), async (contract, simBets) => {
        await t.reset();
        const row = await setUp(contract, simBets);
        const now = MONTH_START + 33 * DAY;
        t.clock.set(new Date(now));
        // Two processes settle at once; then one runs again.
        await Promise.all([settler().run(), settler().run()]);
        await settler().run();
        const expected = expectedPayments(contract, row.period, simBets, now);
        const rows = await paidRows(row.id);
        expect(rows.map((paid) => [paid.periodLabel, paid.amount])).toEqual(
          expected.map((entry) => [entry.period.label, entry.amount]),
        );
        expect(await bonusCredits()).toBe(expected.reduce((sum, entry) => sum + entry.amount, 0));
      }),
      { numRuns: 8, seed: 20_260_115 },
    );
  }, 600_000);

  it('R9.38 a daily wage is paid on the next day, never before the day has ended', async () => {
    const contract = {
      kind: 'dailyWage' as const,
      period: 'Daily' as const,
      rateBp: 100,
      activeMembers: 0,
      periodValidBet: 0,
      periodProfitLoss: 0,
      acceptedAt: MONTH_START,
    };
    const row = await setUp(contract, [
      { who: 'team02', stake: 100_000, win: 0, at: MONTH_START + 10 * HOUR },
      { who: 'sub01', stake: 50_000, win: 0, at: MONTH_START + DAY + HOUR },
    ]);
    t.clock.set(new Date(MONTH_START + DAY - 1));
    await settler().run();
    expect(await paidRows(row.id)).toEqual([]);
    t.clock.set(new Date(MONTH_START + DAY));
    await settler().run();
    expect((await paidRows(row.id)).map((paid) => [paid.periodLabel, paid.amount])).toEqual([
      ['2026-01-01', 1_000],
    ]);
    t.clock.set(new Date(MONTH_START + 2 * DAY + 5 * 60_000));
    await settler().run();
    expect((await paidRows(row.id)).map((paid) => [paid.periodLabel, paid.amount])).toEqual([
      ['2026-01-01', 1_000],
      ['2026-01-02', 500],
    ]);
  });

  it('R9.36 a real-time salary settles every five minutes', async () => {
    const row = await setUp(
      {
        kind: 'dailyWage' as const,
        period: 'Daily',
        rateBp: 50,
        activeMembers: 0,
        periodValidBet: 0,
        periodProfitLoss: 0,
        acceptedAt: MONTH_START,
      },
      [
        { who: 'team02', stake: 200_000, win: 0, at: MONTH_START + 60_000 },
        { who: 'team02', stake: 400_000, win: 0, at: MONTH_START + 7 * 60_000 },
      ],
    );
    await t.database.db.delete(agentContracts);
    const [realtime] = await t.database.db
      .insert(agentContracts)
      .values({ ...row, id: undefined, kind: 'realtimeSalary', period: 'FiveMinutes' })
      .returning();
    t.clock.set(new Date(MONTH_START + 15 * 60_000));
    await settler().run();
    expect((await paidRows(realtime!.id)).map((paid) => [paid.periodLabel, paid.amount])).toEqual([
      ['2026-01-01 00:00', 1_000],
      ['2026-01-01 00:05', 2_000],
      ['2026-01-01 00:10', 0],
    ]);
  });

  it('a settlement that dies half-way pays nothing for the unfinished period, and the re-run pays each period once', async () => {
    const contract = {
      kind: 'dailyWage' as const,
      period: 'Daily' as const,
      rateBp: 200,
      activeMembers: 0,
      periodValidBet: 0,
      periodProfitLoss: 0,
      acceptedAt: MONTH_START,
    };
    const simBets: SimBet[] = Array.from({ length: 10 }, (_, day) => ({
      who: 'team02' as const,
      stake: 10_000 * (day + 1),
      win: 0,
      at: MONTH_START + day * DAY + HOUR,
    }));
    const row = await setUp(contract, simBets);
    t.clock.set(new Date(MONTH_START + 10 * DAY));
    // The fourth payment's transaction dies after its payment row and before its credit: rolled back whole.
    const real = createWalletService({ db: t.database.db, clock: t.clock });
    let payments = 0;
    const dying: WalletService = {
      ...real,
      withLockedWallet: (member, work) =>
        real.withLockedWallet(member, async (locked) =>
          work({
            ...locked,
            move: async (movement) => {
              if (++payments === 4) throw new Error('SIGKILL');
              return locked.move(movement);
            },
          }),
        ),
    };
    expect(await settler(dying).run()).toMatchObject({ settled: 3, failed: 1 });
    expect((await paidRows(row.id)).length).toBe(3);
    await settler().run();
    await settler().run();
    const expected = expectedPayments({ ...contract }, 'Daily', simBets, MONTH_START + 10 * DAY);
    expect((await paidRows(row.id)).map((paid) => paid.amount)).toEqual(
      expected.map((entry) => entry.amount),
    );
    expect(await bonusCredits()).toBe(expected.reduce((sum, entry) => sum + entry.amount, 0));
  });
});
