import { ApiError, ErrorCode, type RequestOf, type ResponseOf } from '@lobbykit/api-client';
import {
  accountDetails,
  contractList,
  contractPayments,
  myIncome,
  teamBetting,
  teamOverview,
  userLoss,
} from '@lobbykit/api-client/agent';
import { getClient } from '../../client/configure';
import { type DayRange, dayRangeProblem } from '../member-center/records-date-range';
import { assertRealAccount } from '../member-center/records-member-only';

export type TeamOverview = ResponseOf<typeof teamOverview>;
export type TeamBettingPage = ResponseOf<typeof teamBetting>;
export type TeamBettingFilter = RequestOf<typeof teamBetting>;
export type UserLossPage = ResponseOf<typeof userLoss>;
export type UserLossFilter = RequestOf<typeof userLoss>;
export type IncomePage = ResponseOf<typeof myIncome>;
export type IncomeFilter = RequestOf<typeof myIncome>;
export type AccountDetailsPage = ResponseOf<typeof accountDetails>;
export type AccountDetailsFilter = RequestOf<typeof accountDetails>;
export type ContractPaymentsPage = ResponseOf<typeof contractPayments>;
export type ContractPaymentsFilter = RequestOf<typeof contractPayments>;
export type ContractPayment = ContractPaymentsPage['list'][number];
export type ContractsPage = ResponseOf<typeof contractList>;
export type ContractsFilter = RequestOf<typeof contractList>;

/** A team report page: a phone screen of rows without a long scroll, like the member records. */
export const AGENT_REPORT_PAGE_SIZE = 20;

/** Blank choices ('every member', 'every kind') are left out of the query rather than sent empty. */
function withoutBlanks<T extends object>(filter: T): T {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as T;
}

/**
 * Agents' reports belong to real accounts (R6.19), and a range the server would refuse (not a date,
 * backwards, longer than it allows) is refused here first with the server's own answer.
 */
function checkReport(range?: DayRange): void {
  assertRealAccount();
  if (range && dayRangeProblem(range))
    throw new ApiError(
      { errorCode: ErrorCode.validation, message: 'Invalid date range', field: 'startDate' },
      400,
    );
}

/** agentTeamOverview: head counts, sums and one row per day of the range for the charts. */
export async function loadTeamOverview(range: DayRange): Promise<TeamOverview> {
  checkReport(range);
  return getClient().call(teamOverview, { startDate: range.startDate, endDate: range.endDate });
}

/** personalHistoryCopy: each team member's betting over the range, with the totals over the filter. */
export async function loadTeamBetting(filter: TeamBettingFilter): Promise<TeamBettingPage> {
  checkReport(filter);
  return getClient().call(teamBetting, withoutBlanks({ pageSize: AGENT_REPORT_PAGE_SIZE, ...filter }));
}

/** palStatementsAgentCopy: each team member's deposits, withdrawals, valid bet and profit or loss. */
export async function loadUserLoss(filter: UserLossFilter): Promise<UserLossPage> {
  checkReport(filter);
  return getClient().call(userLoss, withoutBlanks({ pageSize: AGENT_REPORT_PAGE_SIZE, ...filter }));
}

/** agentRevenueReport: the caller's own contract payments by day. */
export async function loadMyIncome(filter: IncomeFilter): Promise<IncomePage> {
  checkReport(filter);
  return getClient().call(myIncome, withoutBlanks({ pageSize: AGENT_REPORT_PAGE_SIZE, ...filter }));
}

/** agentDownlineTransactionDetailsCopy: the team's money movements, newest first. */
export async function loadAccountDetails(filter: AccountDetailsFilter): Promise<AccountDetailsPage> {
  checkReport(filter);
  return getClient().call(accountDetails, withoutBlanks({ pageSize: AGENT_REPORT_PAGE_SIZE, ...filter }));
}

/**
 * The records pages of R2.111-R2.114: the settled periods of one contract kind, what each paid and
 * why (the team's figures, the basis, the outcome).
 */
export async function loadContractPayments(filter: ContractPaymentsFilter): Promise<ContractPaymentsPage> {
  checkReport(filter);
  return getClient().call(contractPayments, withoutBlanks({ pageSize: AGENT_REPORT_PAGE_SIZE, ...filter }));
}

/** The contracts of one kind the caller offered its downline, or holds from its upline. */
export async function loadContracts(filter: ContractsFilter): Promise<ContractsPage> {
  assertRealAccount();
  return getClient().call(contractList, withoutBlanks({ pageSize: AGENT_REPORT_PAGE_SIZE, ...filter }));
}
