import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './database';

/** Both drivers answer raw SQL with `{ rows }`; the shared PgDatabase type cannot say so. */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The caller's team as a `team(id, depth)` CTE: every member whose upline chain reaches `rootId`
 * (itself excluded), with its level (1 = direct downline). One index range of the member_ancestors
 * closure table (migration 0016), which a trigger on `members` keeps.
 */
export const teamOf = (rootId: number) => sql`
  team(id, depth) as (select member_id, depth from member_ancestors where ancestor_id = ${rootId})`;

/**
 * Runs a team report's queries (or one figure of the overview) in one read-only snapshot, so a
 * page and its totals agree, with JIT off: a report is thousands of cheap index probes that PostgreSQL's cost model prices high enough
 * to JIT compile, and compiling took longer than the query (user loss at 10,000 members: about
 * 700 ms with JIT, 180 ms without, on the bench's loaded machine). Memoize off too: the probes of a
 * team's members never repeat a key, and the cache in front of each cost about a fifth of the report.
 */
export function readReport<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`set local enable_memoize = off`);
      return read(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** How far below `rootId` a member is (1 = direct downline); null when it is not in that subtree. */
export async function levelBelow(db: Db, rootId: number, memberId: number): Promise<number | null> {
  const [row] = await rowsOf<{ depth: number }>(
    db,
    sql`select depth from member_ancestors where ancestor_id = ${rootId} and member_id = ${memberId}`,
  );
  return row ? Number(row.depth) : null;
}

/** What a member's day counts (member_bet_days), each with its running total. */
const DAY_FIGURES = ['bets', 'stake', 'valid_bet', 'win', 'deposits', 'withdrawals', 'bonus'] as const;
type DayFigure = (typeof DAY_FIGURES)[number];
const dayFigures = sql.raw(DAY_FIGURES.map((figure) => `running_${figure}`).join(', '));

/**
 * A member's days (betting and money) from member_bet_days' running totals, as lateral joins named
 * `bets_to_end` and `bets_before`: the member's last day on or before the end minus its last day
 * before the start (none: nothing before). Read the figures with `betsInRange`. Members with no day
 * on or before the end have no row.
 */
export const betDaysOf = (memberColumn: SQL, days: DayRange) => sql`
  join lateral (
    select ${dayFigures} from member_bet_days
    where member_id = ${memberColumn} and day <= ${days.endDate}::date order by day desc limit 1
  ) bets_to_end on true
  left join lateral (
    select ${dayFigures} from member_bet_days
    where member_id = ${memberColumn} and day < ${days.startDate}::date order by day desc limit 1
  ) bets_before on true`;

/** One figure of `betDaysOf`'s range: betting (bets, stake, valid_bet, win) or money (deposits, withdrawals, bonus). */
export const betsInRange = (figure: DayFigure) =>
  sql.raw(`(bets_to_end.running_${figure} - coalesce(bets_before.running_${figure}, 0))`);

/**
 * The same for member_ledger_days of one kind ('*' for every kind): `ledger_to_end` and
 * `ledger_before`, read with `ledgerInRange`.
 */
export const ledgerDaysOf = (memberColumn: SQL, kind: string, days: DayRange) => sql`
  join lateral (
    select running_entries, running_in, running_out from member_ledger_days
    where member_id = ${memberColumn} and kind = ${kind} and day <= ${days.endDate}::date
    order by day desc limit 1
  ) ledger_to_end on true
  left join lateral (
    select running_entries, running_in, running_out from member_ledger_days
    where member_id = ${memberColumn} and kind = ${kind} and day < ${days.startDate}::date
    order by day desc limit 1
  ) ledger_before on true`;

/** One figure (entries, in, out) of `ledgerDaysOf`'s range. */
export const ledgerInRange = (figure: 'entries' | 'in' | 'out') =>
  sql.raw(`(ledger_to_end.running_${figure} - coalesce(ledger_before.running_${figure}, 0))`);

/** A day in the merchant's time zone (a date) of a timestamp column: format after grouping, not per row. */
const dayOf = (column: SQL, offsetMinutes: number) =>
  sql`((${column} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}))::date`;

/** A day in the merchant's time zone (yyyy-MM-dd) of a timestamp column. */
export const localDay = (column: SQL, offsetMinutes: number) =>
  sql`to_char((${column} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}), 'YYYY-MM-DD')`;

export interface Window {
  from: Date;
  to: Date;
}

/** Merchant days (yyyy-MM-dd), both included: what member_bet_days is keyed by. */
export interface DayRange {
  startDate: string;
  endDate: string;
}

const iso = (date: Date) => date.toISOString();

export interface TeamCounts {
  members: number;
  agents: number;
  direct: number;
  newMembers: number;
  balance: number;
}

export async function teamCounts(
  db: Db,
  rootId: number,
  agentTypes: readonly number[],
  window: Window,
): Promise<TeamCounts> {
  const [row] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`with ${teamOf(rootId)}
    select count(*) as members,
      count(*) filter (where m.type in (${sql.join(
        agentTypes.map((type) => sql`${type}`),
        sql`, `,
      )})) as agents,
      count(*) filter (where t.depth = 1) as direct,
      count(*) filter (where m.created_at >= ${iso(window.from)} and m.created_at < ${iso(window.to)}) as new_members,
      coalesce(sum(w.balance), 0) as balance
    from team t join members m on m.id = t.id
    left join wallet_accounts w on w.member_id = t.id and w.wallet = 'MAIN'`,
  );
  return {
    members: Number(row?.members ?? 0),
    agents: Number(row?.agents ?? 0),
    direct: Number(row?.direct ?? 0),
    newMembers: Number(row?.new_members ?? 0),
    balance: Number(row?.balance ?? 0),
  };
}

export interface TeamDay {
  day: string;
  deposits: number;
  withdrawals: number;
  validBet: number;
  profit: number;
}

/**
 * The team's figures per merchant day: approved deposits (the ledger's deposit credits, made when a
 * deposit is approved, from team_ledger_days), approved withdrawals (by decision time) and settled
 * bets from team_bet_days (by placing day: valid bet = stake, profit = win - stake). Days without
 * any are absent, or all zero.
 */
export async function teamDays(
  db: Db,
  rootId: number,
  window: Window,
  days: DayRange,
  offsetMinutes: number,
) {
  const [from, to] = [iso(window.from), iso(window.to)];
  const rows = await rowsOf<Record<string, string | number>>(
    db,
    sql`with ${teamOf(rootId)},
    betting as (
      select to_char(day, 'YYYY-MM-DD') as day, valid_bet, win - valid_bet as profit from (
        select day, sum(valid_bet) as valid_bet, sum(win) as win from team_bet_days
        where agent_id = ${rootId} and day between ${days.startDate}::date and ${days.endDate}::date
        group by day
      ) by_day
    ),
    paid_in as (
      select to_char(day, 'YYYY-MM-DD') as day, deposits from (
        select day, sum(money_in) as deposits from team_ledger_days
        where agent_id = ${rootId} and kind = 'deposit'
          and day between ${days.startDate}::date and ${days.endDate}::date
        group by day
      ) by_day
    ),
    paid_out as (
      select to_char(day, 'YYYY-MM-DD') as day, withdrawals from (
        select ${dayOf(sql`w.decided_at`, offsetMinutes)} as day, sum(w.amount) as withdrawals
        from withdrawals w join team t on w.member_id = t.id
        where w.status = 'APPROVED' and w.decided_at >= ${from} and w.decided_at < ${to}
        group by 1
      ) by_day
    )
    select coalesce(b.day, i.day, o.day) as day, coalesce(b.valid_bet, 0) as valid_bet,
      coalesce(b.profit, 0) as profit, coalesce(i.deposits, 0) as deposits,
      coalesce(o.withdrawals, 0) as withdrawals
    from betting b full join paid_in i on i.day = b.day full join paid_out o on o.day = coalesce(b.day, i.day)
    order by 1`,
  );
  return rows.map(
    (row): TeamDay => ({
      day: String(row.day),
      validBet: Number(row.valid_bet),
      profit: Number(row.profit),
      deposits: Number(row.deposits),
      withdrawals: Number(row.withdrawals),
    }),
  );
}

/** Members of the team with a settled bet on one of the days: one probe of member_bet_days a member. */
export async function activeTeamMembers(db: Db, rootId: number, days: DayRange): Promise<number> {
  const [row] = await rowsOf<{ active: string | number }>(
    db,
    sql`select count(*) as active from member_ancestors t
    where t.ancestor_id = ${rootId} and exists (
      select 1 from member_bet_days d where d.member_id = t.member_id
        and d.day between ${days.startDate}::date and ${days.endDate}::date and d.valid_bet > 0
    )`,
  );
  return Number(row?.active ?? 0);
}

export interface TeamMemberRow {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  depth: number;
  upline: string;
  balance: number;
  directCount: number;
  lastLoginAt: Date | null;
  createdAt: Date;
}

/** A page of the team, newest first, with the count and balance of the whole filter. */
export async function teamMemberPage(
  db: Db,
  rootId: number,
  filter: { accountPrefix?: string | undefined; level?: number | undefined; offset: number; limit: number },
) {
  const conditions: SQL[] = [sql`true`];
  if (filter.accountPrefix) {
    const escaped = filter.accountPrefix.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`);
    conditions.push(sql`lower(m.username) like ${`${escaped}%`}`);
  }
  if (filter.level !== undefined) conditions.push(sql`t.depth = ${filter.level}`);
  const rows = await rowsOf<Record<string, string | number | Date | null>>(
    db,
    sql`with ${teamOf(rootId)},
    chosen as (
      select t.id, t.depth, m.username, m.nickname, m.type, m.created_at, m.upline_id,
        coalesce(w.balance, 0) as balance
      from team t join members m on m.id = t.id
      left join wallet_accounts w on w.member_id = t.id and w.wallet = 'MAIN'
      where ${sql.join(conditions, sql` and `)}
    ),
    paged as (
      select c.*, count(*) over () as total_count, sum(c.balance) over () as total_balance from chosen c
      order by c.created_at desc, c.id desc limit ${filter.limit} offset ${filter.offset}
    )
    select p.*, u.username as upline,
      (select count(*) from members d where d.upline_id = p.id) as direct_count,
      (select max(s.created_at) from sessions s where s.member_id = p.id) as last_login_at
    from paged p join members u on u.id = p.upline_id
    order by p.created_at desc, p.id desc`,
  );
  const totals = rows.length
    ? { count: Number(rows[0]!.total_count), balance: Number(rows[0]!.total_balance) }
    : await teamMemberTotals(db, rootId, conditions);
  return {
    totals,
    rows: rows.map(
      (row): TeamMemberRow => ({
        id: Number(row.id),
        account: String(row.username),
        nickname: row.nickname === null ? null : String(row.nickname),
        type: Number(row.type),
        depth: Number(row.depth),
        upline: String(row.upline),
        balance: Number(row.balance),
        directCount: Number(row.direct_count),
        lastLoginAt: row.last_login_at ? new Date(row.last_login_at) : null,
        createdAt: new Date(row.created_at as string),
      }),
    ),
  };
}

/** The totals when the page asked for is past the end (an empty page still counts the filter). */
async function teamMemberTotals(db: Db, rootId: number, conditions: SQL[]) {
  const [row] = await rowsOf<{ total_count: string; total_balance: string | null }>(
    db,
    sql`with ${teamOf(rootId)}
    select count(*) as total_count, coalesce(sum(w.balance), 0) as total_balance
    from team t join members m on m.id = t.id
    left join wallet_accounts w on w.member_id = t.id and w.wallet = 'MAIN'
    where ${sql.join(conditions, sql` and `)}`,
  );
  return { count: Number(row?.total_count ?? 0), balance: Number(row?.total_balance ?? 0) };
}
