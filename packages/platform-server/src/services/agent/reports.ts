import type { ResponseOf } from '@lobbykit/api-client';
import type { accountDetails, myIncome, teamBetting, userLoss } from '@lobbykit/api-client/contract';
import {
  incomeByDay,
  type ReportFilter,
  teamBettingPage,
  teamLedgerPage,
  userLossPage,
} from '../../db/agent-reports';
import { readReport } from '../../db/agent-team';
import type { Db } from '../../db/database';
import type { MemberRow, MerchantRow } from '../../db/schema/index';
import { dayWindow, pageAnswer, pageOf, utcOffsetMinutesOf } from '../merchant-days';
import { toDecimal } from '../money';
import { type RollupService, rollupsOf } from '../rollups';
import { requireAgent, teamMemberOf } from './access';

interface ReportQuery {
  startDate: string;
  endDate: string;
  account?: string | undefined;
  pageNo: number;
  pageSize: number;
}

export interface AgentReportService {
  betting(
    agent: MemberRow,
    merchant: MerchantRow,
    query: ReportQuery,
  ): Promise<ResponseOf<typeof teamBetting>>;
  loss(agent: MemberRow, merchant: MerchantRow, query: ReportQuery): Promise<ResponseOf<typeof userLoss>>;
  income(
    agent: MemberRow,
    merchant: MerchantRow,
    query: Omit<ReportQuery, 'account'>,
  ): Promise<ResponseOf<typeof myIncome>>;
  details(
    agent: MemberRow,
    merchant: MerchantRow,
    query: ReportQuery & { kind?: string | undefined },
  ): Promise<ResponseOf<typeof accountDetails>>;
}

/** Wins minus stakes as a wire decimal. */
const profitOf = (win: number, validBet: number) => toDecimal(win - validBet);

/** Team reports (R6.10): the caller's subtree only, day ranges in the merchant's time zone, pages and totals. */
export function createAgentReportService(deps: {
  db: Db;
  agentTypes?: readonly number[] | undefined;
  rollups?: RollupService;
}): AgentReportService {
  const { db, agentTypes } = deps;
  const rollups = deps.rollups ?? rollupsOf(db);
  /** The agent, the window, and the one member asked for (404 not_in_team outside the subtree). */
  async function filterOf(
    agent: MemberRow,
    merchant: MerchantRow,
    query: ReportQuery,
  ): Promise<ReportFilter> {
    requireAgent(agent, agentTypes);
    const window = dayWindow(merchant, query);
    const memberId =
      query.account === undefined ? undefined : (await teamMemberOf(db, agent, query.account)).member.id;
    // The rollups these reports read take in every bet and entry committed before the ask.
    await rollups.catchUp();
    return {
      window,
      days: { startDate: query.startDate, endDate: query.endDate },
      memberId,
      ...pageOf(query),
    };
  }

  return {
    async betting(agent, merchant, query) {
      const filter = await filterOf(agent, merchant, query);
      const { rows, totals } = await readReport(db, (tx) => teamBettingPage(tx, agent.id, filter));
      const list = rows.map((row) => ({
        account: row.account,
        level: row.level,
        bets: row.bets,
        stake: toDecimal(row.stake),
        validBet: toDecimal(row.validBet),
        win: toDecimal(row.win),
        profit: profitOf(row.win, row.validBet),
      }));
      return {
        ...pageAnswer(list, totals.count, query),
        totals: {
          bets: totals.bets,
          stake: toDecimal(totals.stake),
          validBet: toDecimal(totals.validBet),
          win: toDecimal(totals.win),
          profit: profitOf(totals.win, totals.validBet),
        },
      };
    },

    async loss(agent, merchant, query) {
      const filter = await filterOf(agent, merchant, query);
      const { rows, totals } = await readReport(db, (tx) => userLossPage(tx, agent.id, filter));
      const figures = (row: (typeof rows)[number] | typeof totals) => ({
        deposits: toDecimal(row.deposits),
        withdrawals: toDecimal(row.withdrawals),
        validBet: toDecimal(row.validBet),
        profit: toDecimal(row.profit),
        bonus: toDecimal(row.bonus),
      });
      return {
        ...pageAnswer(
          rows.map((row) => ({ account: row.account, level: row.level, ...figures(row) })),
          totals.count,
          query,
        ),
        totals: figures(totals),
      };
    },

    async income(agent, merchant, query) {
      requireAgent(agent, agentTypes);
      const window = dayWindow(merchant, query);
      const { rows, totals } = await incomeByDay(db, agent.id, {
        window,
        offsetMinutes: utcOffsetMinutesOf(merchant),
        ...pageOf(query),
      });
      const figures = (row: Omit<(typeof rows)[number], 'day'>) => ({
        dividend: toDecimal(row.dividend),
        dailyWage: toDecimal(row.dailyWage),
        hourlySalary: toDecimal(row.hourlySalary),
        realtimeSalary: toDecimal(row.realtimeSalary),
        total: toDecimal(row.dividend + row.dailyWage + row.hourlySalary + row.realtimeSalary),
      });
      return {
        ...pageAnswer(
          rows.map((row) => ({ day: row.day, ...figures(row) })),
          totals.count,
          query,
        ),
        totals: figures(totals),
      };
    },

    async details(agent, merchant, query) {
      const filter = await filterOf(agent, merchant, query);
      const { rows, totals } = await readReport(db, (tx) =>
        teamLedgerPage(tx, agent.id, { ...filter, kind: query.kind }),
      );
      const list = rows.map((row) => ({
        id: row.id,
        account: row.account,
        kind: row.kind as ResponseOf<typeof accountDetails>['list'][number]['kind'],
        amount: toDecimal(row.amount),
        balanceAfter: toDecimal(row.balanceAfter),
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
      }));
      return {
        ...pageAnswer(list, totals.count, query),
        totals: { moneyIn: toDecimal(totals.moneyIn), moneyOut: toDecimal(totals.moneyOut) },
      };
    },
  };
}
