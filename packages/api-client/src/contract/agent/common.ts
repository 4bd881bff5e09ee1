import * as v from 'valibot';
import { int4Id, isoDateTime } from '../fields';
import { dayRange, paging } from '../member-center/common';
import { MAX_BALANCE, money } from '../money';

/** Ids of the agent tables are `serial` (int4) ids. */
export const agentId = int4Id;

/** A member of the caller's team, named by account (the login name), as every agent page shows it. */
export const teamAccount = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64));

/**
 * The four kinds of contract an upline offers a downline (R6.14), each with its own relay call
 * (R7.56-R7.59) and records page (R2.111-R2.114).
 */
export const CONTRACT_KINDS = ['dividend', 'dailyWage', 'hourlySalary', 'realtimeSalary'] as const;
export const contractKind = v.picklist(CONTRACT_KINDS);
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** A dividend's settlement period (spec section 4: Daily, Weekly, Semimonthly, Monthly). */
export const DIVIDEND_PERIODS = ['Daily', 'Weekly', 'Semimonthly', 'Monthly'] as const;
export const dividendPeriod = v.picklist(DIVIDEND_PERIODS);

/**
 * Every contract's settlement period: a dividend's is chosen, a daily wage settles Daily (R9.37),
 * an hourly salary Hourly, a real-time salary every five minutes (R9.36).
 */
export const CONTRACT_PERIODS = [...DIVIDEND_PERIODS, 'Hourly', 'FiveMinutes'] as const;
export const contractPeriod = v.picklist(CONTRACT_PERIODS);
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];

/** R4.76 plus the state before an answer: offered -> accepted | rejected; accepted -> terminated. */
export const CONTRACT_STATUSES = ['offered', 'accepted', 'rejected', 'terminated'] as const;
export const contractStatus = v.picklist(CONTRACT_STATUSES);

/** Why a contract ended: a party ended it, a newer accepted contract replaced it, or R4.81. */
export const TERMINATION_REASONS = ['by_upline', 'by_downline', 'replaced', 'upline_rate_lowered'] as const;

/** A contract rate in percent, 0.01 to 100, at most two places (0.5 = 0.5 %). */
export const contractRate = v.pipe(
  v.number(),
  v.check((rate) => /^\d{1,3}(\.\d{1,2})?$/.test(String(rate)), 'A rate has at most two decimal places'),
  v.minValue(0.01, 'A rate is more than zero'),
  v.maxValue(100, 'A rate is at most 100 %'),
);

/** A contract threshold: money up to the largest balance. */
const threshold = v.pipe(money, v.maxValue(MAX_BALANCE, 'The amount is at most 1,000,000,000.00'));

/** R3.36: a contract's terms; every threshold holds per settlement period of the contracted team. */
export const contractTerms = {
  rate: contractRate,
  /** Members of the team with a valid bet in the period, at least. */
  activeMembers: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
  /** The team's valid bet in the period, at least. */
  periodValidBet: threshold,
  /** The team's loss (stakes minus wins) in the period, at least; 0 asks nothing. */
  periodProfitLoss: threshold,
};

export const contractRow = v.object({
  contractId: agentId,
  kind: contractKind,
  period: contractPeriod,
  status: contractStatus,
  /** Who offered it and who holds it (the offerer's direct downline). */
  upline: v.string(),
  downline: v.string(),
  rate: v.number(),
  activeMembers: v.number(),
  periodValidBet: money,
  periodProfitLoss: money,
  offeredAt: isoDateTime,
  answeredAt: v.nullable(isoDateTime),
  terminatedAt: v.nullable(isoDateTime),
  terminationReason: v.nullable(v.picklist(TERMINATION_REASONS)),
});
export type ContractRow = v.InferOutput<typeof contractRow>;

/** The query of every team report: a day range in the merchant's time zone, one member or all, a page. */
export const teamReportQuery = {
  ...dayRange,
  /** One member of the caller's team; a member outside it is 404 not_in_team. */
  account: v.optional(teamAccount),
  ...paging,
};

export const pageOf = <Row extends v.GenericSchema, Totals extends v.GenericSchema>(
  row: Row,
  totals: Totals,
) =>
  v.object({
    list: v.array(row),
    pageNum: v.number(),
    pageSize: v.number(),
    totalPages: v.number(),
    totalCount: v.number(),
    /** Over the whole filter, not just the page. */
    totals,
  });
