import type { AgentContractKind } from '../../db/schema/index';

/** A contract's terms in minor units and hundredths of a percent (R3.36). */
export interface ContractTerms {
  kind: AgentContractKind;
  rateBp: number;
  activeMembers: number;
  periodValidBet: number;
  periodProfitLoss: number;
}

/** The contracted team's figures in one period (settled bets placed in it), minor units. */
export interface TeamFigures {
  activeMembers: number;
  validBet: number;
  /** Wins minus stakes, signed: negative when the team lost. */
  profit: number;
}

export type PaymentOutcome =
  | 'paid'
  | 'below_active_members'
  | 'below_valid_bet'
  | 'below_profit_loss'
  | 'nothing_due';

export interface Settled {
  outcome: PaymentOutcome;
  basis: number;
  amount: number;
}

/**
 * What one period of a contract pays.
 * - basis: a dividend's is the team's loss, max(0, -profit); every salary's (daily wage, hourly,
 *   real-time) is the team's valid bet;
 * - thresholds, each "at least": active members, valid bet, and the loss when periodProfitLoss > 0;
 *   a missed one pays nothing and says which;
 * - amount = floor(basis x rateBp / 10,000), in minor units (no float ever touches money).
 */
export function settlePeriod(terms: ContractTerms, figures: TeamFigures): Settled {
  const loss = Math.max(0, -figures.profit);
  const basis = terms.kind === 'dividend' ? loss : figures.validBet;
  if (figures.activeMembers < terms.activeMembers)
    return { outcome: 'below_active_members', basis, amount: 0 };
  if (figures.validBet < terms.periodValidBet) return { outcome: 'below_valid_bet', basis, amount: 0 };
  if (terms.periodProfitLoss > 0 && loss < terms.periodProfitLoss) {
    return { outcome: 'below_profit_loss', basis, amount: 0 };
  }
  const amount = Number((BigInt(basis) * BigInt(terms.rateBp)) / 10_000n);
  return { outcome: amount > 0 ? 'paid' : 'nothing_due', basis, amount };
}
