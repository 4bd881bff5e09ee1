import type {
  AccountDetailsPage,
  ContractPaymentsPage,
  ContractRow,
  ContractsPage,
  IncomePage,
  TeamBettingPage,
  TeamMembersPage,
  TeamOverview,
  UserLossPage,
} from '@lobbykit/sdk/agent';
import { contractFixture as sdkContract } from '@lobbykit/sdk/testing';

/**
 * The agent pages' answers as the platform sends them, for the pages' tests and stories: a small
 * team under agent01 (sub-agent sub01 with its players, direct players) over a week of play.
 */

const DAY_MS = 86_400_000;
const dayBefore = (end: string, days: number) =>
  new Date(Date.parse(`${end}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:15:00.000Z`;
const pageOf = <Row, Totals>(list: Row[], totals: Totals, totalPages = 1) => ({
  list,
  pageNum: 1,
  pageSize: 20,
  totalPages,
  totalCount: list.length,
  totals,
});

/** The week ending `end`: deposits, valid bets and the team's profit each day. */
export function overviewFixture(end = '2026-03-07', empty = false): TeamOverview {
  const byDay = Array.from({ length: 7 }, (_, index) => {
    const day = dayBefore(end, 6 - index);
    if (empty) return { day, deposits: 0, validBet: 0, profit: 0 };
    return {
      day,
      deposits: [1200, 800, 0, 2500, 1500, 300, 950][index] ?? 0,
      validBet: [5400, 3900, 1200, 8800, 6100, 2200, 4300][index] ?? 0,
      profit: [-420.5, 310, -95, -1280.25, 640, -60, -210][index] ?? 0,
    };
  });
  const sum = (field: 'deposits' | 'validBet' | 'profit') =>
    Math.round(byDay.reduce((total, day) => total + day[field], 0) * 100) / 100;
  return {
    members: empty ? 0 : 9,
    agents: empty ? 0 : 1,
    directMembers: empty ? 0 : 4,
    newMembers: empty ? 0 : 2,
    activeMembers: empty ? 0 : 6,
    totals: {
      deposits: sum('deposits'),
      withdrawals: empty ? 0 : 1800,
      validBet: sum('validBet'),
      profit: sum('profit'),
      balance: empty ? 0 : 12_650.4,
    },
    byDay,
  };
}

const MEMBERS = [
  ['sub01', 'Sub Agent One', true, 1, 'agent01', 3],
  ['player01', 'Lucky Lia', false, 1, 'agent01', 0],
  ['player02', null, false, 1, 'agent01', 0],
  ['player11', 'Rey', false, 2, 'sub01', 0],
  ['player12', null, false, 2, 'sub01', 0],
] as const;

export function teamMembersFixture(empty = false): TeamMembersPage {
  const list = empty
    ? []
    : MEMBERS.map(([account, nickname, isAgent, level, upline, directCount], index) => ({
        memberId: 100 + index,
        account,
        nickname,
        isAgent,
        level,
        upline,
        balance: [2500, 180.5, 0, 940, 75.25][index] ?? 0,
        directCount,
        lastLoginAt: index === 2 ? null : at('2026-03-06', 9 + index),
        registeredAt: at('2026-02-01', 10 + index),
      }));
  return pageOf(list, { balance: list.reduce((total, row) => total + row.balance, 0) });
}

export function teamBettingFixture(empty = false): TeamBettingPage {
  const rows = empty
    ? []
    : [
        { account: 'player01', level: 1, bets: 42, stake: 4200, validBet: 4100, win: 3900, profit: -300 },
        { account: 'player11', level: 2, bets: 17, stake: 1250, validBet: 1250, win: 1610.5, profit: 360.5 },
        { account: 'sub01', level: 1, bets: 3, stake: 90, validBet: 90, win: 0, profit: -90 },
      ];
  const total = (field: 'bets' | 'stake' | 'validBet' | 'win' | 'profit') =>
    Math.round(rows.reduce((sum, row) => sum + row[field], 0) * 100) / 100;
  return pageOf(rows, {
    bets: total('bets'),
    stake: total('stake'),
    validBet: total('validBet'),
    win: total('win'),
    profit: total('profit'),
  });
}

export function userLossFixture(empty = false): UserLossPage {
  const rows = empty
    ? []
    : [
        {
          account: 'player01',
          level: 1,
          deposits: 3000,
          withdrawals: 500,
          validBet: 4100,
          profit: -300,
          bonus: 50,
        },
        {
          account: 'player11',
          level: 2,
          deposits: 800,
          withdrawals: 1200,
          validBet: 1250,
          profit: 360.5,
          bonus: 0,
        },
      ];
  return pageOf(rows, {
    deposits: 3800,
    withdrawals: empty ? 0 : 1700,
    validBet: empty ? 0 : 5350,
    profit: empty ? 0 : 60.5,
    bonus: empty ? 0 : 50,
  });
}

export function incomeFixture(empty = false): IncomePage {
  const rows = empty
    ? []
    : [
        {
          day: '2026-03-06',
          dividend: 0,
          dailyWage: 61.5,
          hourlySalary: 4.2,
          realtimeSalary: 1.05,
          total: 66.75,
        },
        { day: '2026-03-05', dividend: 0, dailyWage: 0, hourlySalary: 2.1, realtimeSalary: 0.4, total: 2.5 },
      ];
  return pageOf(rows, {
    dividend: 0,
    dailyWage: empty ? 0 : 61.5,
    hourlySalary: empty ? 0 : 6.3,
    realtimeSalary: empty ? 0 : 1.45,
    total: empty ? 0 : 69.25,
  });
}

export function accountDetailsFixture(empty = false): AccountDetailsPage {
  const rows = empty
    ? []
    : [
        {
          id: 9001,
          account: 'player01',
          kind: 'deposit' as const,
          amount: 1500,
          balanceAfter: 1680.5,
          reference: 'D-20260306-01',
          createdAt: at('2026-03-06', 11),
        },
        {
          id: 9000,
          account: 'player11',
          kind: 'withdrawal' as const,
          amount: -400,
          balanceAfter: 940,
          reference: 'W-20260305-07',
          createdAt: at('2026-03-05', 16),
        },
        {
          id: 8999,
          account: 'sub01',
          kind: 'transfer' as const,
          amount: 200,
          balanceAfter: 2500,
          reference: 'T-agent01-0003',
          createdAt: at('2026-03-05', 9),
        },
      ];
  return pageOf(rows, { moneyIn: empty ? 0 : 1700, moneyOut: empty ? 0 : 400 });
}

/** An accepted daily wage agent01 gives sub01 (the sdk's contract, answered). */
export function contractFixture(overrides: Partial<ContractRow> = {}): ContractRow {
  return sdkContract({
    contractId: 31,
    status: 'accepted',
    downline: 'sub01',
    offeredAt: at('2026-02-20', 8),
    answeredAt: at('2026-02-20', 12),
    ...overrides,
  });
}

export function contractsFixture(kind: ContractRow['kind'] = 'dailyWage', empty = false): ContractsPage {
  const period =
    kind === 'dividend'
      ? 'Monthly'
      : kind === 'hourlySalary'
        ? 'Hourly'
        : kind === 'realtimeSalary'
          ? 'FiveMinutes'
          : 'Daily';
  const list = empty
    ? []
    : [
        contractFixture({ kind, period }),
        contractFixture({
          contractId: 32,
          kind,
          period,
          downline: 'player01',
          status: 'offered',
          answeredAt: null,
          rate: 0.8,
        }),
        contractFixture({
          contractId: 29,
          kind,
          period,
          status: 'terminated',
          rate: 1,
          terminatedAt: at('2026-02-20', 12),
          terminationReason: 'replaced',
        }),
      ];
  return pageOf(list, {});
}

export function paymentsFixture(
  kind: ContractRow['kind'] = 'dailyWage',
  empty = false,
): ContractPaymentsPage {
  const list = empty
    ? []
    : [
        {
          id: 501,
          contractId: 31,
          kind,
          account: 'sub01',
          upline: 'agent01',
          periodStart: at('2026-03-05', 0),
          periodEnd: at('2026-03-06', 0),
          periodLabel: '2026-03-05',
          activeMembers: 4,
          validBet: 5125,
          profit: -380,
          rate: 1.2,
          basis: kind === 'dividend' ? 380 : 5125,
          amount: kind === 'dividend' ? 4.56 : 61.5,
          outcome: 'paid' as const,
          settledAt: at('2026-03-06', 0),
        },
        {
          id: 500,
          contractId: 31,
          kind,
          account: 'sub01',
          upline: 'agent01',
          periodStart: at('2026-03-04', 0),
          periodEnd: at('2026-03-05', 0),
          periodLabel: '2026-03-04',
          activeMembers: 2,
          validBet: 1900,
          profit: 120,
          rate: 1.2,
          basis: 0,
          amount: 0,
          outcome: 'below_active_members' as const,
          settledAt: at('2026-03-05', 0),
        },
      ];
  return pageOf(list, {
    amount: empty ? 0 : list.reduce((sum, row) => sum + row.amount, 0),
    validBet: empty ? 0 : 7025,
  });
}
