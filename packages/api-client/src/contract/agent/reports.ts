import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { isoDateTime } from '../fields';
import { dayRange, paging, signedMoney } from '../member-center/common';
import { transactionKind } from '../member-center/records';
import { money } from '../money';
import { pageOf, teamReportQuery } from './common';

const bettingFigures = {
  bets: v.number(),
  stake: money,
  validBet: money,
  win: money,
  /** Wins minus stakes, signed. */
  profit: signedMoney,
};

/** Team betting (personalHistoryCopy): each team member's settled betting over the range. */
export const teamBetting = endpoint({
  method: 'GET',
  path: '/wps/agent/report/betting',
  auth: 'member',
  request: v.strictObject(teamReportQuery),
  response: pageOf(
    v.object({ account: v.string(), level: v.number(), ...bettingFigures }),
    v.object(bettingFigures),
  ),
});

const lossFigures = {
  deposits: money,
  withdrawals: money,
  validBet: money,
  /** Wins minus stakes, signed: negative is the member's loss. */
  profit: signedMoney,
  /** Bonuses and contract payments received. */
  bonus: money,
};

/** User loss (palStatementsAgentCopy): each team member's profit and loss over the range, biggest loss first. */
export const userLoss = endpoint({
  method: 'GET',
  path: '/wps/agent/report/loss',
  auth: 'member',
  request: v.strictObject(teamReportQuery),
  response: pageOf(
    v.object({ account: v.string(), level: v.number(), ...lossFigures }),
    v.object(lossFigures),
  ),
});

const incomeFigures = {
  dividend: money,
  dailyWage: money,
  hourlySalary: money,
  realtimeSalary: money,
  total: money,
};

/** My income (agentRevenueReport): the caller's contract payments by day, days with income only, newest first. */
export const myIncome = endpoint({
  method: 'GET',
  path: '/wps/agent/report/income',
  auth: 'member',
  request: v.strictObject({ ...dayRange, ...paging }),
  response: pageOf(v.object({ day: v.string(), ...incomeFigures }), v.object(incomeFigures)),
});

/** Account details (agentDownlineTransactionDetailsCopy): the team's money movements, newest first. */
export const accountDetails = endpoint({
  method: 'GET',
  path: '/wps/agent/report/transactions',
  auth: 'member',
  request: v.strictObject({ ...teamReportQuery, kind: v.optional(transactionKind) }),
  response: pageOf(
    v.object({
      id: v.number(),
      account: v.string(),
      kind: transactionKind,
      /** Signed: negative left the wallet. */
      amount: signedMoney,
      balanceAfter: money,
      reference: v.string(),
      createdAt: isoDateTime,
    }),
    v.object({ moneyIn: money, moneyOut: money }),
  ),
});
