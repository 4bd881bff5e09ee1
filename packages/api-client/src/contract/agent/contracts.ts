import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { isoDateTime, queryBool } from '../fields';
import { dayRange, paging, signedMoney } from '../member-center/common';
import { money } from '../money';
import {
  agentId,
  contractKind,
  contractRow,
  contractStatus,
  contractTerms,
  dividendPeriod,
  pageOf,
  teamAccount,
} from './common';

/**
 * The contracts the caller offered (`offeredByMe`, to its direct downline) or holds (`offeredToMe`,
 * from its upline), newest first. The contract modal (R2.38) reads `offeredToMe` with status offered.
 */
export const contractList = endpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  auth: 'member',
  request: v.strictObject({
    direction: v.picklist(['offeredByMe', 'offeredToMe']),
    kind: v.optional(contractKind),
    status: v.optional(contractStatus),
    ...paging,
  }),
  response: pageOf(contractRow, v.object({})),
});

const offerFields = {
  action: v.literal('offer'),
  /** A direct downline of the caller (R6.14); anyone else is 403 not_direct_downline. */
  account: teamAccount,
  ...contractTerms,
  /**
   * R4.81: a rate below what the downline already gives its own downline ends those contracts when
   * the new one is accepted, only if the offerer agrees; without it such an offer is 409
   * contract_lowers_downline, listing them in `contracts`.
   */
  agreeToTerminate: v.optional(v.boolean(), false),
};

// Only a dividend chooses its period; the others settle Daily (R9.37), Hourly and every 5 minutes (R9.36).
const dividendOffer = v.strictObject({ ...offerFields, period: dividendPeriod });
const salaryOffer = v.strictObject(offerFields);

const answer = (action: 'accept' | 'reject' | 'terminate') =>
  v.strictObject({ action: v.literal(action), contractId: agentId });

const processContract = <Offer extends typeof dividendOffer | typeof salaryOffer>(
  path: string,
  offer: Offer,
) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'member',
    request: v.variant('action', [offer, answer('accept'), answer('reject'), answer('terminate')]),
    response: v.object({
      contract: contractRow,
      /** Contracts this call ended (R4.81 on accept; the one an accepted offer replaced). */
      terminated: v.array(contractRow),
    }),
  });

/**
 * One call per kind, each with four actions: `offer` (the upline, to a direct downline, the rate at
 * most its own), `accept` / `reject` (the downline, an offered contract: R6.15, the contract modal),
 * `terminate` (either party, an accepted or offered contract).
 */
export const processDividend = processContract('/wps/relay/MCS2_processDividendReq', dividendOffer);
export const processDailySalary = processContract('/wps/relay/MCS2_processDailySalContract', salaryOffer);
export const processHourlySalary = processContract('/wps/relay/MCS2_processContractHourSalary', salaryOffer);
export const processRealtimeSalary = processContract(
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
  salaryOffer,
);

export const PROCESS_CONTRACT_ENDPOINTS = {
  dividend: processDividend,
  dailyWage: processDailySalary,
  hourlySalary: processHourlySalary,
  realtimeSalary: processRealtimeSalary,
} as const;

/** Why a settled period paid what it paid. */
export const PAYMENT_OUTCOMES = [
  'paid',
  'below_active_members',
  'below_valid_bet',
  'below_profit_loss',
  'nothing_due',
] as const;

export const contractPayment = v.object({
  id: agentId,
  contractId: agentId,
  kind: contractKind,
  /** Who was paid (the contract's downline) and who offered the contract. */
  account: v.string(),
  upline: v.string(),
  /** The settled period [periodStart, periodEnd), and its name in the merchant's time zone. */
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
  periodLabel: v.string(),
  /** The team's figures in the period, what the contract's thresholds were held against. */
  activeMembers: v.number(),
  validBet: money,
  /** Wins minus stakes of the team, signed (negative: the team lost). */
  profit: signedMoney,
  rate: v.number(),
  /** What the rate was applied to: the team's loss for a dividend, its valid bet for the salaries. */
  basis: money,
  amount: money,
  outcome: v.picklist(PAYMENT_OUTCOMES),
  settledAt: isoDateTime,
});

/**
 * The records pages (agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary):
 * settled periods of one kind whose period started in the day range, newest first. `received`: the
 * caller's own contracts; `team`: the contracts the caller offered. Settled periods that paid nothing
 * are listed with the reason, unless `paidOnly`.
 */
export const contractPayments = endpoint({
  method: 'GET',
  path: '/wps/agent/contracts/payments',
  auth: 'member',
  request: v.strictObject({
    kind: contractKind,
    direction: v.optional(v.picklist(['received', 'team']), 'received'),
    ...dayRange,
    paidOnly: v.optional(queryBool(), false),
    ...paging,
  }),
  response: pageOf(contractPayment, v.object({ amount: money, validBet: money })),
});
