import { type SQL, sql } from 'drizzle-orm';
import {
  betDaysOf,
  betsInRange,
  type DayRange,
  ledgerDaysOf,
  ledgerInRange,
  localDay,
  rowsOf,
  teamOf,
  type Window,
} from './agent-team';
import type { Db } from './database';
import { EVERY_LEDGER_KIND } from './schema/member-ledger-days';

const iso = (date: Date) => date.toISOString();
const num = (value: unknown) => Number(value ?? 0);

export interface ReportFilter {
  window: Window;
  /** The same range as merchant days, for the member_bet_days rollup. */
  days: DayRange;
  /** One member of the team (already checked to be in it), or all of it. */
  memberId?: number | undefined;
  offset: number;
  limit: number;
}

const onlyMember = (column: SQL, memberId: number | undefined) =>
  memberId === undefined ? sql`true` : sql`${column} = ${memberId}`;

/**
 * Team betting: each member's bets placed on the days (rolled-back rounds left out), from the
 * member_bet_days running totals (two rows a member). Valid bet and win count settled rounds;
 * profit = win - valid bet. Biggest valid bet first.
 */
export async function teamBettingPage(db: Db, rootId: number, filter: ReportFilter) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with ${perMemberBetting(rootId, filter)},
    page as (
      select p.*, count(*) over () as total_count,
        sum(p.bets) over () as total_bets, sum(p.stake) over () as total_stake,
        sum(p.valid_bet) over () as total_valid_bet, sum(p.win) over () as total_win
      from per_member p
      order by p.valid_bet desc, p.member_id
      limit ${filter.limit} offset ${filter.offset}
    )
    select page.*, m.username from page join members m on m.id = page.member_id
    order by page.valid_bet desc, page.member_id`,
  );
  const first = rows[0];
  const totals = first
    ? {
        count: num(first.total_count),
        bets: num(first.total_bets),
        stake: num(first.total_stake),
        validBet: num(first.total_valid_bet),
        win: num(first.total_win),
      }
    : { count: 0, bets: 0, stake: 0, validBet: 0, win: 0 };
  if (!first && filter.offset > 0) Object.assign(totals, await bettingTotals(db, rootId, filter));
  return {
    totals,
    rows: rows.map((row) => ({
      account: String(row.username),
      level: num(row.depth),
      bets: num(row.bets),
      stake: num(row.stake),
      validBet: num(row.valid_bet),
      win: num(row.win),
    })),
  };
}

/** `per_member(member_id, depth, bets, stake, valid_bet, win)`: the team's members with a bet on the days. */
const perMemberBetting = (rootId: number, filter: ReportFilter) => sql`${teamOf(rootId)},
  per_member as (
    select * from (
      select t.id as member_id, t.depth, ${betsInRange('bets')} as bets, ${betsInRange('stake')} as stake,
        ${betsInRange('valid_bet')} as valid_bet, ${betsInRange('win')} as win
      from team t ${betDaysOf(sql`t.id`, filter.days)}
      where ${onlyMember(sql`t.id`, filter.memberId)}
    ) ranges where bets > 0
  )`;

async function bettingTotals(db: Db, rootId: number, filter: ReportFilter) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with ${perMemberBetting(rootId, filter)}
    select count(*) as count, coalesce(sum(bets), 0) as bets, coalesce(sum(stake), 0) as stake,
      coalesce(sum(valid_bet), 0) as valid_bet, coalesce(sum(win), 0) as win
    from per_member`,
  );
  return {
    count: num(row?.count),
    bets: num(row?.bets),
    stake: num(row?.stake),
    validBet: num(row?.valid_bet),
    win: num(row?.win),
  };
}

/**
 * User loss: per member, approved deposits and withdrawals (by decision day), settled betting and
 * bonuses (ledger credits of kind bonus: rewards and contract payments) in the days; members with
 * none are left out. Biggest loss (lowest profit) first. Every figure comes from member_bet_days'
 * running totals (migration 0026): two rows a member.
 */
export async function userLossPage(db: Db, rootId: number, filter: ReportFilter) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with ${teamOf(rootId)},
    per_member as (
      select * from (
        select t.id, t.depth, ${betsInRange('deposits')} as deposits, ${betsInRange('withdrawals')} as withdrawals,
          ${betsInRange('valid_bet')} as valid_bet, ${betsInRange('win')} - ${betsInRange('valid_bet')} as profit,
          ${betsInRange('bonus')} as bonus
        from team t ${betDaysOf(sql`t.id`, filter.days)}
        where ${onlyMember(sql`t.id`, filter.memberId)}
      ) ranges where valid_bet > 0 or deposits > 0 or withdrawals > 0 or bonus > 0
    ),
    totals as (
      select count(*) as total_count, coalesce(sum(deposits), 0) as deposits,
        coalesce(sum(withdrawals), 0) as withdrawals, coalesce(sum(valid_bet), 0) as valid_bet,
        coalesce(sum(profit), 0) as profit, coalesce(sum(bonus), 0) as bonus from per_member
    )
    select 'total' as row_kind, null as username, null as depth, t.* from totals t
    union all
    select * from (
      select 'member', m.username, p.depth, 1, p.deposits, p.withdrawals, p.valid_bet, p.profit, p.bonus
      from (
        select * from per_member order by profit asc, id limit ${filter.limit} offset ${filter.offset}
      ) p join members m on m.id = p.id
      order by p.profit asc, p.id
    ) page`,
  );
  const figures = (row: Record<string, unknown>) => ({
    deposits: num(row.deposits),
    withdrawals: num(row.withdrawals),
    validBet: num(row.valid_bet),
    profit: num(row.profit),
    bonus: num(row.bonus),
  });
  const total = rows.find((row) => row.row_kind === 'total')!;
  return {
    totals: { count: num(total.total_count), ...figures(total) },
    rows: rows
      .filter((row) => row.row_kind === 'member')
      .map((row) => ({ account: String(row.username), level: num(row.depth), ...figures(row) })),
  };
}

/**
 * Account details: the team's ledger movements in the window, newest first, with money in and out.
 * The page walks ledger_entries_created backwards from the window's end; the count and sums of the
 * whole team come from team_ledger_days (days x kinds x shards rows, migration 0021), those of one
 * member (already checked to be in the team) from its member_ledger_days running totals (two rows).
 */
export async function teamLedgerPage(
  db: Db,
  rootId: number,
  filter: ReportFilter & { kind?: string | undefined },
) {
  const kind = filter.kind === undefined ? sql`true` : sql`l.kind = ${filter.kind}`;
  // One after the other: they share readReport's transaction, one connection.
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select l.id, l.kind, l.amount, l.balance_after, l.reference, l.created_at, m.username
      from ledger_entries l join wallet_accounts a on a.id = l.account_id join members m on m.id = a.member_id
      where l.created_at >= ${iso(filter.window.from)} and l.created_at < ${iso(filter.window.to)}
        and ${kind} and ${onlyMember(sql`a.member_id`, filter.memberId)}
        and exists (select 1 from member_ancestors t where t.ancestor_id = ${rootId} and t.member_id = a.member_id)
      order by l.created_at desc, l.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const [totals] = await rowsOf<Record<string, unknown>>(
    db,
    filter.memberId === undefined
      ? sql`select coalesce(sum(entries), 0) as count, coalesce(sum(money_in), 0) as money_in,
          coalesce(sum(money_out), 0) as money_out
        from team_ledger_days where agent_id = ${rootId}
          and day between ${filter.days.startDate}::date and ${filter.days.endDate}::date
          and ${filter.kind === undefined ? sql`true` : sql`kind = ${filter.kind}`}`
      : sql`select coalesce(sum(${ledgerInRange('entries')}), 0) as count,
          coalesce(sum(${ledgerInRange('in')}), 0) as money_in, coalesce(sum(${ledgerInRange('out')}), 0) as money_out
        from (select ${filter.memberId}::integer as id) t
          ${ledgerDaysOf(sql`t.id`, filter.kind ?? EVERY_LEDGER_KIND, filter.days)}`,
  );
  return {
    totals: { count: num(totals?.count), moneyIn: num(totals?.money_in), moneyOut: num(totals?.money_out) },
    rows: rows.map((row) => ({
      id: num(row.id),
      account: String(row.username),
      kind: String(row.kind),
      amount: num(row.amount),
      balanceAfter: num(row.balance_after),
      reference: String(row.reference),
      createdAt: new Date(row.created_at as string),
    })),
  };
}

/** My income: the member's contract payments by merchant day of settlement, newest first. */
export async function incomeByDay(
  db: Db,
  memberId: number,
  filter: { window: Window; offsetMinutes: number; offset: number; limit: number },
) {
  const day = localDay(sql`p.settled_at`, filter.offsetMinutes);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`with days as (
      select ${day} as day,
        coalesce(sum(p.amount) filter (where p.kind = 'dividend'), 0) as dividend,
        coalesce(sum(p.amount) filter (where p.kind = 'dailyWage'), 0) as daily_wage,
        coalesce(sum(p.amount) filter (where p.kind = 'hourlySalary'), 0) as hourly_salary,
        coalesce(sum(p.amount) filter (where p.kind = 'realtimeSalary'), 0) as realtime_salary
      from agent_contract_payments p
      where p.member_id = ${memberId} and p.amount > 0
        and p.settled_at >= ${iso(filter.window.from)} and p.settled_at < ${iso(filter.window.to)}
      group by 1
    )
    select d.*, count(*) over () as total_count, sum(d.dividend) over () as t_dividend,
      sum(d.daily_wage) over () as t_daily_wage, sum(d.hourly_salary) over () as t_hourly_salary,
      sum(d.realtime_salary) over () as t_realtime_salary
    from days d order by d.day desc limit ${filter.limit} offset ${filter.offset}`,
  );
  const first = rows[0];
  return {
    totals: {
      count: num(first?.total_count),
      dividend: num(first?.t_dividend),
      dailyWage: num(first?.t_daily_wage),
      hourlySalary: num(first?.t_hourly_salary),
      realtimeSalary: num(first?.t_realtime_salary),
    },
    rows: rows.map((row) => ({
      day: String(row.day),
      dividend: num(row.dividend),
      dailyWage: num(row.daily_wage),
      hourlySalary: num(row.hourly_salary),
      realtimeSalary: num(row.realtime_salary),
    })),
  };
}
