import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { rollupsOf } from '../services/rollups';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { rowsOf } from './agent-team';
import type { Db } from './database';

// The rollups of migrations 0016, 0021, 0026 and 0027 (member_ancestors, member_bet_days with its money and
// running totals, team_bet_days, member_ledger_days and team_ledger_days) checked against what the raw
// rows say, after random writes, some of them in transactions that roll back.

const clock = manualClock();
let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase(clock);
  db = database.db;
}, 180_000);
afterAll(() => database.close());
beforeEach(() => database.reset());

class RolledBack extends Error {}

/** The rollups with every delta committed so far applied (migration 0027): what a report reads. */
const caughtUp = async () => {
  await rollupsOf(db).catchUp();
};

/** Runs the writes in a transaction that commits, or rolls back when `keep` is false. */
async function inTransaction(keep: boolean, write: (tx: Db) => Promise<void>) {
  try {
    await db.transaction(async (tx) => {
      await write(tx);
      if (!keep) throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
}

const closure = () =>
  rowsOf<Record<string, number>>(
    db,
    sql`select ancestor_id, member_id, depth from member_ancestors order by 1, 2`,
  );
const walkedClosure = () =>
  rowsOf<Record<string, number>>(
    db,
    sql`with recursive chain(member_id, ancestor_id, depth) as (
      select id, upline_id, 1 from members where upline_id is not null
      union all
      select c.member_id, m.upline_id, c.depth + 1 from chain c join members m on m.id = c.ancestor_id
      where m.upline_id is not null
    )
    select ancestor_id, member_id, depth from chain order by 1, 2`,
  );

const localDay = (column: string) =>
  sql.raw(
    `((${column} at time zone 'UTC') + make_interval(mins => coalesce((m.settings->>'utcOffsetMinutes')::integer, 0)))::date`,
  );

/**
 * member_bet_days rows with any figure, and what the raw rows say they should be: the bets by placing
 * day, approved deposits and withdrawals by decision day, bonus credits by day.
 */
async function betDays() {
  await caughtUp();
  const kept = await rowsOf<Record<string, unknown>>(
    db,
    sql`select member_id, to_char(day, 'YYYY-MM-DD') as day, bets::bigint as bets, stake, valid_bet, win,
      deposits, withdrawals, bonus
    from member_bet_days
    where bets <> 0 or stake <> 0 or valid_bet <> 0 or win <> 0 or deposits <> 0 or withdrawals <> 0 or bonus <> 0
    order by 1, 2`,
  );
  const raw = await rowsOf<Record<string, unknown>>(
    db,
    sql`select member_id, day, sum(bets)::bigint as bets, sum(stake)::bigint as stake,
      sum(valid_bet)::bigint as valid_bet, sum(win)::bigint as win, sum(deposits)::bigint as deposits,
      sum(withdrawals)::bigint as withdrawals, sum(bonus)::bigint as bonus
    from (
      select b.member_id, to_char(${localDay('b.placed_at')}, 'YYYY-MM-DD') as day,
        count(*) filter (where b.status <> 'rolled_back') as bets,
        coalesce(sum(b.stake) filter (where b.status <> 'rolled_back'), 0) as stake,
        coalesce(sum(b.stake) filter (where b.status = 'settled'), 0) as valid_bet,
        coalesce(sum(b.win) filter (where b.status = 'settled'), 0) as win,
        0 as deposits, 0 as withdrawals, 0 as bonus
      from bets b join merchants m on m.id = b.merchant_id group by 1, 2
      union all
      select d.member_id, to_char(${localDay('d.decided_at')}, 'YYYY-MM-DD'), 0, 0, 0, 0, d.amount, 0, 0
      from deposits d join merchants m on m.id = d.merchant_id where d.status = 'APPROVED'
      union all
      select w.member_id, to_char(${localDay('w.decided_at')}, 'YYYY-MM-DD'), 0, 0, 0, 0, 0, w.amount, 0
      from withdrawals w join merchants m on m.id = w.merchant_id where w.status = 'APPROVED'
      union all
      select a.member_id, to_char(${localDay('l.created_at')}, 'YYYY-MM-DD'), 0, 0, 0, 0, 0, 0, l.amount
      from ledger_entries l join wallet_accounts a on a.id = l.account_id join members p on p.id = a.member_id
        join merchants m on m.id = p.merchant_id
      where l.kind = 'bonus' and l.amount > 0
    ) each_source
    group by 1, 2
    having sum(bets) <> 0 or sum(stake) <> 0 or sum(valid_bet) <> 0 or sum(win) <> 0 or sum(deposits) <> 0
      or sum(withdrawals) <> 0 or sum(bonus) <> 0
    order by 1, 2`,
  );
  return { kept, raw };
}

/** member_ledger_days rows with any figure, and what the ledger says (every kind, and '*'). */
async function ledgerDays() {
  await caughtUp();
  const kept = await rowsOf<Record<string, unknown>>(
    db,
    sql`select member_id, kind, to_char(day, 'YYYY-MM-DD') as day, entries::bigint as entries, money_in, money_out
    from member_ledger_days where entries <> 0 or money_in <> 0 or money_out <> 0 order by 1, 2, 3`,
  );
  const raw = await rowsOf<Record<string, unknown>>(
    db,
    sql`select a.member_id, k.kind, to_char(${localDay('l.created_at')}, 'YYYY-MM-DD') as day,
      count(*) as entries,
      coalesce(sum(l.amount) filter (where l.amount > 0), 0)::bigint as money_in,
      coalesce(-sum(l.amount) filter (where l.amount < 0), 0)::bigint as money_out
    from ledger_entries l join wallet_accounts a on a.id = l.account_id join members p on p.id = a.member_id
      join merchants m on m.id = p.merchant_id, lateral (values (l.kind::varchar), ('*')) k(kind)
    group by 1, 2, 3 order by 1, 2, 3`,
  );
  return { kept, raw };
}

/** Nonzero team_bet_days (summed over shards), and what member_bet_days and member_ancestors say. */
async function teamDays() {
  await caughtUp();
  const kept = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from (
      select agent_id, to_char(day, 'YYYY-MM-DD') as day, sum(valid_bet)::bigint as valid_bet, sum(win)::bigint as win
      from team_bet_days group by 1, 2
    ) days where valid_bet <> 0 or win <> 0 order by 1, 2`,
  );
  const raw = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from (
      select a.ancestor_id as agent_id, to_char(d.day, 'YYYY-MM-DD') as day,
        sum(d.valid_bet)::bigint as valid_bet, sum(d.win)::bigint as win
      from member_ancestors a join member_bet_days d on d.member_id = a.member_id group by 1, 2
    ) days where valid_bet <> 0 or win <> 0 order by 1, 2`,
  );
  return { kept, raw };
}

/** Nonzero team_ledger_days (summed over shards), and what member_ledger_days and member_ancestors say. */
async function teamLedgerDays() {
  await caughtUp();
  const kept = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from (
      select agent_id, kind, to_char(day, 'YYYY-MM-DD') as day, sum(entries)::bigint as entries,
        sum(money_in)::bigint as money_in, sum(money_out)::bigint as money_out
      from team_ledger_days group by 1, 2, 3
    ) days where entries <> 0 or money_in <> 0 or money_out <> 0 order by 1, 2, 3`,
  );
  const raw = await rowsOf<Record<string, unknown>>(
    db,
    sql`select * from (
      select a.ancestor_id as agent_id, d.kind, to_char(d.day, 'YYYY-MM-DD') as day,
        sum(d.entries)::bigint as entries, sum(d.money_in)::bigint as money_in, sum(d.money_out)::bigint as money_out
      from member_ancestors a join member_ledger_days d on d.member_id = a.member_id
      where d.kind <> '*' group by 1, 2, 3
    ) days where entries <> 0 or money_in <> 0 or money_out <> 0 order by 1, 2, 3`,
  );
  return { kept, raw };
}

/** Rows whose running totals are not the sum of their member's days up to them (none expected). */
const runningMismatches = async () => {
  await caughtUp();
  return rowsOf<Record<string, unknown>>(
    db,
    sql`select 'bet' as rollup, member_id, day from (
      select member_id, day, running_bets, running_stake, running_valid_bet, running_win, running_deposits,
        running_withdrawals, running_bonus, sum(bets) over w as bets, sum(stake) over w as stake,
        sum(valid_bet) over w as valid_bet, sum(win) over w as win, sum(deposits) over w as deposits,
        sum(withdrawals) over w as withdrawals, sum(bonus) over w as bonus
      from member_bet_days window w as (partition by member_id order by day)
    ) days where running_bets <> bets or running_stake <> stake or running_valid_bet <> valid_bet or running_win <> win
      or running_deposits <> deposits or running_withdrawals <> withdrawals or running_bonus <> bonus
    union all
    select 'ledger', member_id, day from (
      select member_id, day, running_entries, running_in, running_out,
        sum(entries) over w as entries, sum(money_in) over w as money_in, sum(money_out) over w as money_out
      from member_ledger_days window w as (partition by member_id, kind order by day)
    ) days where running_entries <> entries or running_in <> money_in or running_out <> money_out`,
  );
};

describe('member_ancestors', () => {
  it('holds every upline chain of the seeded members', async () => {
    expect((await closure()).length).toBeGreaterThan(0);
    expect(await closure()).toEqual(await walkedClosure());
    const team = await teamDays();
    expect(team.kept).toEqual(team.raw);
    const ledger = await teamLedgerDays();
    expect(ledger.kept).toEqual(ledger.raw);
  });

  it('follows new members and upline changes, refuses a cycle, and forgets what rolls back', async () => {
    const ids = (await rowsOf<{ id: number }>(db, sql`select id from members order by id limit 12`)).map(
      (row) => Number(row.id),
    );
    const [merchantRow] = await rowsOf<{ merchant_id: number; currency: string }>(
      db,
      sql`select merchant_id, currency from members where id = ${ids[0]}`,
    );
    let added = 0;
    const step = fc.record({
      kind: fc.constantFrom('add', 'move', 'detach'),
      member: fc.nat(),
      upline: fc.nat(),
      keep: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        await database.reset();
        // Settled bets of members below agents, so a move has bet days to carry along.
        await db.execute(sql`insert into bets (merchant_id, member_id, game_id, vendor_code, game_type, round_id,
          currency, stake, win, status, placed_at)
          select m.merchant_id, m.id, g.id, g.vendor_code, g.game_type, 'move-' || m.id || '-' || n, m.currency,
            1000 * n, 500 * n, 'settled', timestamptz '2026-01-10 10:00Z' + make_interval(days => n)
          from members m, generate_series(1, 3) n, (select * from games order by id limit 1) g
          where m.id = any(${sql.raw(`array[${ids.join(',')}]`)}) and m.upline_id is not null`);
        // And ledger entries of two kinds, so a move has ledger days to carry along too.
        await db.execute(sql`insert into ledger_entries (account_id, kind, amount, balance_before, balance_after,
          reference, idempotency_key, answer, created_at)
          select a.id, (array['bonus', 'transfer'])[1 + n % 2], 700 * n - 1500, 1000000, 1000000 + 700 * n - 1500,
            'move', 'move-' || a.id || '-' || n, '{}', timestamptz '2026-01-10 10:00Z' + make_interval(days => n)
          from wallet_accounts a join members m on m.id = a.member_id, generate_series(1, 3) n
          where m.id = any(${sql.raw(`array[${ids.join(',')}]`)}) and m.upline_id is not null`);
        expect((await teamDays()).kept.length).toBeGreaterThan(0);
        expect((await teamLedgerDays()).kept.length).toBeGreaterThan(0);
        const known = [...ids];
        for (const { kind, member, upline, keep } of steps) {
          const target = known[member % known.length]!;
          const above = known[upline % known.length]!;
          await inTransaction(keep, async (tx) => {
            if (kind === 'add') {
              added += 1;
              const [row] = await rowsOf<{ id: number }>(
                tx,
                sql`insert into members (merchant_id, username, password_hash, type, upline_id, customer_id, currency, created_at)
                values (${merchantRow!.merchant_id}, ${`closure${added}`}, 'x', 0, ${above}, ${`CL${added}`},
                  ${merchantRow!.currency}, now()) returning id`,
              );
              if (keep) known.push(Number(row!.id));
              return;
            }
            const upline = kind === 'detach' ? null : above;
            const below = await rowsOf(
              tx,
              sql`select 1 from member_ancestors where ancestor_id = ${target} and member_id = ${upline}`,
            );
            if (upline === target || below.length > 0) {
              // A member under its own downline would make a loop: refused, nothing changes.
              await expect(
                tx.transaction((inner) =>
                  inner.execute(sql`update members set upline_id = ${upline} where id = ${target}`),
                ),
              ).rejects.toThrow();
              return;
            }
            await tx.execute(sql`update members set upline_id = ${upline} where id = ${target}`);
          });
        }
        expect(await closure()).toEqual(await walkedClosure());
        // Members that move take their seeded bet and ledger days from their old agents to their new ones.
        const team = await teamDays();
        expect(team.kept).toEqual(team.raw);
        const teamLedger = await teamLedgerDays();
        expect(teamLedger.kept).toEqual(teamLedger.raw);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});

describe('member_bet_days, team_bet_days, member_ledger_days and team_ledger_days', () => {
  it('match the bets, the cashier and the ledger after bets, settlements, rollbacks, deposits and withdrawals decided and moved, deletes and undone transactions', async () => {
    const players = await rowsOf<{ id: number; merchant_id: number; currency: string; account_id: number }>(
      db,
      sql`select m.id, m.merchant_id, m.currency, a.id as account_id from members m
      join wallet_accounts a on a.member_id = m.id and a.wallet = 'MAIN'
      -- Members below agents, so their days reach team_bet_days and team_ledger_days.
      order by m.upline_id is null, m.id limit 3`,
    );
    const [game] = await rowsOf<{ id: number; vendor_code: string; game_type: string }>(
      db,
      sql`select id, vendor_code, game_type from games order by id limit 1`,
    );
    // A bank account each, for their withdrawals.
    for (const player of players)
      await db.execute(sql`insert into bank_accounts (member_id, provider_id, account_number, payee_name, created_at)
        select ${player.id}, id, ${`rollup-${player.id}`}, 'Rollup', now() from payout_providers order by id limit 1
        on conflict do nothing`);
    let madeRequests = 0;
    const hourAt = (hour: number) => new Date(Date.UTC(2026, 0, 10) + hour * 3_600_000).toISOString();
    /** A deposit or withdrawal made in some state, or one of them decided again, moved to another day or deleted. */
    const cashierWrite = async (
      tx: Db,
      entry:
        | {
            op: 'request';
            table: 'deposits' | 'withdrawals';
            player: number;
            amount: number;
            status: string;
            hour: number;
          }
        | {
            op: 'decide';
            table: 'deposits' | 'withdrawals';
            pick: number;
            status: string;
            hour: number;
            remove: boolean;
          },
      serial: number,
    ) => {
      const decidedAt = (status: string, hour: number) => (status === 'IN_PROCESS' ? null : hourAt(hour));
      if (entry.op === 'request') {
        const player = players[entry.player % players.length]!;
        if (entry.table === 'deposits')
          await tx.execute(sql`insert into deposits (merchant_id, member_id, channel_id, amount, status, reference,
            request_id, created_at, decided_at)
            select ${player.merchant_id}, ${player.id}, c.id, ${entry.amount}, ${entry.status}, ${`R${serial}`},
              ${`rollup-${serial}`}, ${hourAt(entry.hour)}, ${decidedAt(entry.status, entry.hour)}
            from deposit_channels c where c.merchant_id = ${player.merchant_id} order by c.id limit 1`);
        else
          await tx.execute(sql`insert into withdrawals (merchant_id, member_id, bank_account_id, amount, status,
            request_id, created_at, decided_at)
            select ${player.merchant_id}, ${player.id}, b.id, ${entry.amount}, ${entry.status}, ${`rollup-${serial}`},
              ${hourAt(entry.hour)}, ${decidedAt(entry.status, entry.hour)}
            from bank_accounts b where b.member_id = ${player.id} order by b.id limit 1`);
        const [made] = await rowsOf<{ n: number }>(
          tx,
          sql`select count(*)::int as n from ${sql.raw(entry.table)} where request_id = ${`rollup-${serial}`}`,
        );
        madeRequests += Number(made?.n ?? 0);
        return;
      }
      const table = sql.raw(entry.table);
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`select id from ${table} where request_id like 'rollup-%' order by id
        offset (${entry.pick}::bigint % greatest((select count(*) from ${table} where request_id like 'rollup-%'), 1)) limit 1`,
      );
      if (!row) return;
      if (entry.remove) await tx.execute(sql`delete from ${table} where id = ${row.id}`);
      else
        await tx.execute(sql`update ${table} set status = ${entry.status},
          decided_at = ${decidedAt(entry.status, entry.hour)} where id = ${row.id}`);
    };
    let serial = 0;
    const write = fc.oneof(
      fc.record({
        op: fc.constant('bet' as const),
        player: fc.nat(),
        // Hours from 2026-01-10 00:00 UTC, so rows land on either side of merchant midnights.
        hour: fc.integer({ min: 0, max: 120 }),
        stake: fc.integer({ min: 1, max: 50_000 }),
        status: fc.constantFrom('open', 'settled', 'rolled_back'),
        win: fc.integer({ min: 0, max: 100_000 }),
      }),
      fc.record({
        op: fc.constant('change' as const),
        pick: fc.nat(),
        status: fc.constantFrom('open', 'settled', 'rolled_back'),
        win: fc.integer({ min: 0, max: 100_000 }),
      }),
      fc.record({ op: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({
        op: fc.constant('request' as const),
        table: fc.constantFrom('deposits', 'withdrawals'),
        player: fc.nat(),
        amount: fc.integer({ min: 1, max: 50_000 }),
        status: fc.constantFrom('IN_PROCESS', 'APPROVED', 'REJECTED'),
        hour: fc.integer({ min: 0, max: 120 }),
      }),
      fc.record({
        op: fc.constant('decide' as const),
        table: fc.constantFrom('deposits', 'withdrawals'),
        pick: fc.nat(),
        status: fc.constantFrom('IN_PROCESS', 'APPROVED', 'REJECTED'),
        hour: fc.integer({ min: 0, max: 120 }),
        remove: fc.boolean(),
      }),
      fc.record({
        op: fc.constant('entry' as const),
        player: fc.nat(),
        hour: fc.integer({ min: 0, max: 120 }),
        kind: fc.constantFrom('bet', 'win', 'bonus', 'deposit', 'transfer'),
        amount: fc.integer({ min: -50_000, max: 50_000 }).filter((amount) => amount !== 0),
      }),
    );
    const batch = fc.record({ keep: fc.boolean(), writes: fc.array(write, { minLength: 1, maxLength: 5 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(batch, { minLength: 1, maxLength: 5 }), async (batches) => {
        await database.reset();
        for (const { keep, writes } of batches) {
          await inTransaction(keep, async (tx) => {
            for (const entry of writes) {
              serial += 1;
              if (entry.op === 'request' || entry.op === 'decide') {
                await cashierWrite(tx, entry, serial);
                continue;
              }
              if (entry.op === 'bet' || entry.op === 'entry') {
                const player = players[entry.player % players.length]!;
                const at = new Date(Date.UTC(2026, 0, 10) + entry.hour * 3_600_000).toISOString();
                if (entry.op === 'bet') {
                  await tx.execute(sql`insert into bets (merchant_id, member_id, game_id, vendor_code, game_type,
                    round_id, currency, stake, win, status, placed_at)
                    values (${player.merchant_id}, ${player.id}, ${game!.id}, ${game!.vendor_code}, ${game!.game_type},
                      ${`rollup-${serial}`}, ${player.currency}, ${entry.stake},
                      ${entry.status === 'settled' ? entry.win : null}, ${entry.status}, ${at})`);
                } else {
                  const before = 1_000_000_000;
                  await tx.execute(sql`insert into ledger_entries (account_id, kind, amount, balance_before,
                    balance_after, reference, idempotency_key, answer, created_at)
                    values (${player.account_id}, ${entry.kind}, ${entry.amount}, ${before},
                      ${before + entry.amount}, 'rollup', ${`rollup-${serial}`}, '{}', ${at})`);
                }
                continue;
              }
              const [bet] = await rowsOf<{ id: number }>(
                tx,
                sql`select id from bets where round_id like 'rollup-%' order by id
                offset (${entry.pick}::bigint % greatest((select count(*) from bets where round_id like 'rollup-%'), 1)) limit 1`,
              );
              if (!bet) continue;
              if (entry.op === 'delete') await tx.execute(sql`delete from bets where id = ${bet.id}`);
              else
                await tx.execute(sql`update bets set status = ${entry.status},
                  win = ${entry.status === 'settled' ? entry.win : null} where id = ${bet.id}`);
            }
          });
        }
        const bets = await betDays();
        expect(bets.kept).toEqual(bets.raw);
        const ledger = await ledgerDays();
        expect(ledger.kept).toEqual(ledger.raw);
        expect(await runningMismatches()).toEqual([]);
        const team = await teamDays();
        expect(team.kept).toEqual(team.raw);
        const teamLedger = await teamLedgerDays();
        expect(teamLedger.kept).toEqual(teamLedger.raw);
      }),
      { numRuns: 15 },
    );
    // The cashier writes really made deposits and withdrawals (a missing channel or bank account would not).
    expect(madeRequests).toBeGreaterThan(0);
  }, 180_000);
});
