import type { ResponseOf } from '@lobbykit/api-client';
import { ErrorCode } from '@lobbykit/api-client';
import {
  type ContractKind,
  type ContractRow,
  type DIVIDEND_PERIODS,
  PROCESS_CONTRACT_ENDPOINTS,
} from '@lobbykit/api-client/agent';
import { getClient } from '../../client/configure';
import { attempt, type MoneyFailure, moneyFailureOf } from '../member-center/cashier-outcome';
import { assertRealAccount } from '../member-center/records-member-only';

export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];
export type ContractProcessed = ResponseOf<(typeof PROCESS_CONTRACT_ENDPOINTS)['dividend']>;

/** What the offer form holds: R3.36's terms, and for a dividend its period. */
export interface ContractOffer {
  kind: ContractKind;
  /** A direct downline of the caller (R6.14). */
  account: string;
  rate: number;
  activeMembers: number;
  periodValidBet: number;
  periodProfitLoss: number;
  /** A dividend's settlement period; the salaries settle Daily, Hourly and every five minutes. */
  period?: DividendPeriod;
}

export type ContractTerm = 'rate' | 'activeMembers' | 'periodValidBet' | 'periodProfitLoss';
export type ContractTermProblem = 'rateRange' | 'rateDecimals' | 'rateAboveOwn' | 'wholeNumber' | 'amount';

/**
 * The offer's terms checked before sending, the server's rules: a rate from 0.01 to 100 % with at
 * most two decimals and not above the offerer's own rate of that kind; a whole, non-negative number
 * of active members; amounts from 0 with at most two decimals. Null when the terms are fine.
 */
export function contractTermsProblem(
  offer: Pick<ContractOffer, ContractTerm>,
  ownRate: number | null,
): { field: ContractTerm; problem: ContractTermProblem } | null {
  if (!Number.isFinite(offer.rate) || offer.rate < 0.01 || offer.rate > 100)
    return { field: 'rate', problem: 'rateRange' };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(String(offer.rate))) return { field: 'rate', problem: 'rateDecimals' };
  if (ownRate !== null && offer.rate > ownRate) return { field: 'rate', problem: 'rateAboveOwn' };
  if (!Number.isInteger(offer.activeMembers) || offer.activeMembers < 0 || offer.activeMembers > 100_000)
    return { field: 'activeMembers', problem: 'wholeNumber' };
  for (const field of ['periodValidBet', 'periodProfitLoss'] as const) {
    const value = offer[field];
    if (!Number.isFinite(value) || value < 0 || Math.round(value * 100) !== value * 100)
      return { field, problem: 'amount' };
  }
  return null;
}

export type OfferOutcome =
  | { status: 'ok'; value: ContractProcessed }
  /** R4.81: the rate is below contracts the downline gives its own downline; ask before ending them. */
  | { status: 'needsAgreement'; contracts: ContractRow[] }
  | MoneyFailure;

/** The downline's own contracts an R4.81 refusal lists, as far as they have the row's shape. */
function listedContracts(details: unknown): ContractRow[] {
  return Array.isArray(details)
    ? (details.filter((row) => row && typeof row === 'object') as ContractRow[])
    : [];
}

/**
 * R6.14: offers a contract to a direct downline through its kind's relay call (R7.56-R7.59). An
 * offer whose rate is below the downline's own contracts comes back `needsAgreement` with those
 * contracts; sending it again with `agreeToTerminate` ends them once the offer is accepted (R4.81).
 */
export async function offerContract(offer: ContractOffer, agreeToTerminate = false): Promise<OfferOutcome> {
  assertRealAccount();
  const endpoint = PROCESS_CONTRACT_ENDPOINTS[offer.kind];
  const body = {
    action: 'offer' as const,
    account: offer.account,
    rate: offer.rate,
    activeMembers: offer.activeMembers,
    periodValidBet: offer.periodValidBet,
    periodProfitLoss: offer.periodProfitLoss,
    ...(offer.kind === 'dividend' ? { period: offer.period ?? 'Monthly' } : {}),
    agreeToTerminate,
  };
  try {
    // The relay's request is a union over the four actions; this is its offer member.
    return { status: 'ok', value: await getClient().call(endpoint, body as never) };
  } catch (error) {
    const failure = moneyFailureOf(error);
    if (failure.errorCode === ErrorCode.contractLowersDownline)
      return { status: 'needsAgreement', contracts: listedContracts(failure.details.contracts) };
    return failure;
  }
}

/** Ends an accepted or offered contract (either party). */
export function terminateContract(kind: ContractKind, contractId: number) {
  assertRealAccount();
  return attempt(() =>
    getClient().call(PROCESS_CONTRACT_ENDPOINTS[kind], { action: 'terminate', contractId } as never),
  );
}
