import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createAgentReportService } from '../services/agent/reports';
import { createRollupService, rollupsOf } from '../services/rollups';
import { buildAgentTeam } from '../testing/agent-team';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { rowsOf } from './agent-team';
import type { Db } from './database';
import { applyRollupDeltas } from './rollups';

// The rollups' delta log (migration 0027, issue 13 item 2): a bet or a ledger entry only appends
// its change; the applier folds the log into member_bet_days, member_ledger_days and the team
// tables. Runs on PGlite, and on PostgreSQL with LOBBYKIT_TEST_POSTGRES_URL (there the racing
// appliers and bets below really run at once, on separate pooled connections).

const clock = manualClock();
let database: TestDatabase;
let db: Db;
let team: Awaited<ReturnType<typeof buildAgentTeam>>;
beforeAll(async () => {
  database = await createTestDatabase(clock);
  db = database.db;
  team = await buildAgentTeam(db);
  await rollupsOf(db).catchUp();
  await database.remember();
}, 180_000);
afterAll(() => database.close());
beforeEach(() => database.reset());

const pendingDeltas = async () =>
  Number((await rowsOf<{ n: number }>(db, sql`select count(*)::integer as n from rollup_deltas`))[0]!.n);

/** A member's bet figures as member_bet_days keeps them, and as the bets table says. */
async function betFigures(memberIds: number[]) {
  const ids = sql.raw(`array[${memberIds.join(',')}]::integer[]`);
  const kept = await rowsOf<Record<string, string>>(
    db,
    sql`select member_id, sum(bets)::bigint as bets, sum(stake)::bigint as stake,
      sum(valid_bet)::bigint as valid_bet, sum(win)::bigint as win
    from member_bet_days where member_id = any(${ids}) group by 1 order by 1`,
  );
  const raw = await rowsOf<Record<string, string>>(
    db,
    sql`select member_id, count(*) filter (where status <> 'rolled_back')::bigint as bets,
      coalesce(sum(stake) filter (where status <> 'rolled_back'), 0)::bigint as stake,
      coalesce(sum(stake) filter (where status = 'settled'), 0)::bigint as valid_bet,
      coalesce(sum(win) filter (where status = 'settled'), 0)::bigint as win
    from bets where member_id = any(${ids}) group by 1 order by 1`,
  );
  return { kept: kept.map(numbers), raw: raw.map(numbers) };
}

const numbers = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)]));

/** Every team agent's valid bet and win as team_bet_days keeps them, and as its members' days add up. */
async function teamFigures() {
  const kept = await rowsOf<Record<string, string>>(
    db,
    sql`select agent_id, sum(valid_bet)::bigint as valid_bet, sum(win)::bigint as win
    from team_bet_days group by 1 having sum(valid_bet) <> 0 or sum(win) <> 0 order by 1`,
  );
  const raw = await rowsOf<Record<string, string>>(
    db,
    sql`select a.ancestor_id as agent_id, sum(d.valid_bet)::bigint as valid_bet, sum(d.win)::bigint as win
    from member_ancestors a join member_bet_days d on d.member_id = a.member_id
    group by 1 having sum(d.valid_bet) <> 0 or sum(d.win) <> 0 order by 1`,
  );
  return { kept: kept.map(numbers), raw: raw.map(numbers) };
}

/** member_bet_days and member_ledger_days rows whose running totals are not their days added up. */
const runningMismatches = () =>
  rowsOf<Record<string, unknown>>(
    db,
    sql`select member_id, day from (
      select member_id, day, running_bets, running_stake, running_valid_bet, running_win,
        sum(bets) over w as bets, sum(stake) over w as stake, sum(valid_bet) over w as valid_bet,
        sum(win) over w as win
      from member_bet_days window w as (partition by member_id order by day)
    ) days where running_bets <> bets or running_stake <> stake or running_valid_bet <> valid_bet
      or running_win <> win
    union all
    select member_id, day from (
      select member_id, day, running_entries, running_in, running_out, sum(entries) over w as entries,
        sum(money_in) over w as money_in, sum(money_out) over w as money_out
      from member_ledger_days window w as (partition by member_id, kind order by day)
    ) days where running_entries <> entries or running_in <> money_in or running_out <> money_out`,
  );

/** An open round of `memberId`, placed at `placedAt`, settled later by `settle`. */
async function placeRound(memberId: number, roundId: string, stake: number, placedAt: Date) {
  await db.execute(sql`insert into bets (merchant_id, member_id, game_id, vendor_code, game_type, round_id,
      currency, stake, status, placed_at)
    select m.merchant_id, m.id, g.id, g.vendor_code, g.game_type, ${roundId}, m.currency, ${stake}, 'open',
      ${placedAt.toISOString()}::timestamptz
    from members m, (select * from games order by id limit 1) g where m.id = ${memberId}`);
}
async function settle(memberId: number, roundId: string, win: number) {
  await db.execute(sql`update bets set status = 'settled', win = ${win}, settled_at = placed_at
    where member_id = ${memberId} and round_id = ${roundId}`);
}

describe('rollup deltas', () => {
  it('a bet and its settle write one delta each and leave the member days alone until the applier runs', async () => {
    const before = await betFigures([team.team02.id]);
    await placeRound(team.team02.id, 'delta-1', 4_000, new Date('2026-02-03T05:00:00Z'));
    await settle(team.team02.id, 'delta-1', 9_000);
    expect(await pendingDeltas()).toBe(2);
    expect((await betFigures([team.team02.id])).kept).toEqual(before.kept);

    expect(await rollupsOf(db).catchUp()).toBe(2);
    expect(await pendingDeltas()).toBe(0);
    const after = await betFigures([team.team02.id]);
    expect(after.kept).toEqual(after.raw);
    // Nothing waits: the next catch-up applies nothing.
    expect(await rollupsOf(db).catchUp()).toBe(0);
  });

  it('R6.10 a team report right after a bet counts it, with no wait', async () => {
    const reports = createAgentReportService({ db });
    const range = { startDate: '2026-02-03', endDate: '2026-02-03', pageNo: 1, pageSize: 50 };
    const validBet = async () =>
      (await reports.betting(team.agent01, team.merchant, range)).totals?.validBet ?? null;
    const first = await validBet();
    await team.bet(team.team02, 12_345, 0, new Date('2026-02-03T04:00:00Z'));
    const second = await validBet();
    expect(Number(second) - Number(first ?? 0)).toBeCloseTo(123.45, 2);
  });

  it('running totals stay right when a late delta lands on a day before days already kept', async () => {
    const member = team.team02.id;
    await placeRound(member, 'late-2', 2_000, new Date('2026-03-10T05:00:00Z'));
    await settle(member, 'late-2', 500);
    await rollupsOf(db).catchUp();
    // Placed on an earlier day, applied after the later day's row exists: its running totals grow.
    await placeRound(member, 'late-1', 3_000, new Date('2026-03-08T05:00:00Z'));
    await settle(member, 'late-1', 7_000);
    // And an earlier day and a later one in the same batch, the later first in the log.
    await placeRound(member, 'late-4', 1_000, new Date('2026-03-12T05:00:00Z'));
    await placeRound(member, 'late-0', 1_500, new Date('2026-03-01T05:00:00Z'));
    await rollupsOf(db).catchUp();

    const days = await rowsOf<Record<string, unknown>>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, bets, stake, valid_bet, win, running_bets, running_stake,
        running_valid_bet, running_win
      from member_bet_days where member_id = ${member} and day between '2026-03-01' and '2026-03-12' order by day`,
    );
    const earlier = await rowsOf<Record<string, unknown>>(
      db,
      sql`select coalesce(max(running_stake), 0) as stake from member_bet_days
      where member_id = ${member} and day < '2026-03-01'`,
    );
    const base = Number(earlier[0]!.stake);
    expect(days.map((day) => [day.day, Number(day.stake), Number(day.running_stake) - base])).toEqual([
      ['2026-03-01', 1_500, 1_500],
      ['2026-03-08', 3_000, 4_500],
      ['2026-03-10', 2_000, 6_500],
      ['2026-03-12', 1_000, 7_500],
    ]);
    expect(await runningMismatches()).toEqual([]);
  });

  it('applies every delta exactly once while bets, settles and two appliers race', async () => {
    const members = [team.demo01.id, team.newbie01.id, team.team02.id, team.other02.id, team.sub01.id];
    // Two appliers of their own (as two processes would have), each looping while the bets go in.
    const appliers = [createRollupService({ db }), createRollupService({ db })];
    let writing = true;
    const loops = appliers.map(async (applier) => {
      let applied = 0;
      while (writing) applied += await applier.catchUp();
      return applied;
    });
    const rounds = 60;
    await Promise.all(
      members.flatMap((member) =>
        Array.from({ length: rounds }, async (_, n) => {
          const roundId = `race-${member}-${n}`;
          // Spread over four days, some rolled back, so deltas of several days interleave.
          await placeRound(member, roundId, 100 + n, new Date(Date.UTC(2026, 3, 1 + (n % 4), 6)));
          if (n % 5 === 0) {
            await db.execute(
              sql`update bets set status = 'rolled_back' where member_id = ${member} and round_id = ${roundId}`,
            );
          } else await settle(member, roundId, (n % 3) * 50);
        }),
      ),
    );
    writing = false;
    const [a, b] = await Promise.all(loops);
    const last = await applyRollupDeltas(db);
    // Every bet wrote two deltas (placed, then settled or rolled back); each counted by exactly one.
    expect((a ?? 0) + (b ?? 0) + last).toBe(members.length * rounds * 2);
    expect(await pendingDeltas()).toBe(0);
    const figures = await betFigures(members);
    expect(figures.kept).toEqual(figures.raw);
    const teams = await teamFigures();
    expect(teams.kept).toEqual(teams.raw);
    expect(await runningMismatches()).toEqual([]);
  }, 120_000);

  it('ledger entries fold into member and team ledger days, a bonus credit into the member day too', async () => {
    await db.execute(sql`insert into ledger_entries (account_id, kind, amount, balance_before, balance_after,
        reference, idempotency_key, answer, created_at)
      select a.id, k.kind, k.amount, 100000, 100000 + k.amount, 'rollup-test', 'rollup-test-' || k.kind, '{}',
        timestamptz '2026-05-02 03:00Z'
      from wallet_accounts a, (values ('bonus', 2500), ('transfer', -700)) k(kind, amount)
      where a.member_id = ${team.demo01.id} and a.wallet = 'MAIN'`);
    expect(await pendingDeltas()).toBe(2);
    await rollupsOf(db).catchUp();
    const days = await rowsOf<Record<string, unknown>>(
      db,
      sql`select kind, entries, money_in, money_out from member_ledger_days
      where member_id = ${team.demo01.id} and day = '2026-05-02' order by kind`,
    );
    expect(days.map(numbersBut('kind'))).toEqual([
      { kind: '*', entries: 2, money_in: 2500, money_out: 700 },
      { kind: 'bonus', entries: 1, money_in: 2500, money_out: 0 },
      { kind: 'transfer', entries: 1, money_in: 0, money_out: 700 },
    ]);
    const [memberDay] = await rowsOf<{ bonus: string }>(
      db,
      sql`select bonus from member_bet_days where member_id = ${team.demo01.id} and day = '2026-05-02'`,
    );
    expect(Number(memberDay?.bonus)).toBe(2500);
    // Every agent above demo01 (agent01 among them) sees both entries in its team's ledger days.
    const above = await rowsOf<{ ancestor_id: number }>(
      db,
      sql`select ancestor_id from member_ancestors where member_id = ${team.demo01.id} order by 1`,
    );
    expect(above.map((row) => Number(row.ancestor_id))).toContain(team.agent01.id);
    const agents = await rowsOf<Record<string, unknown>>(
      db,
      sql`select agent_id, sum(entries)::integer as entries from team_ledger_days
      where day = '2026-05-02' group by 1 order by 1`,
    );
    expect(agents.map(numbers)).toEqual(
      above.map((row) => ({ agent_id: Number(row.ancestor_id), entries: 2 })),
    );
  });
});

const numbersBut =
  (kept: string) =>
  (row: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, key === kept ? value : Number(value)]),
    );
