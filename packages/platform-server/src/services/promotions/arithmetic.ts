import type { RafflePrize } from '../../db/schema/index';

/** A percentage is stored in basis points: 0.8% -> 80, 100% -> 10,000. */
export const BASIS_POINTS = 10_000;

/**
 * `bp` basis points of an amount in minor units, rounded down to the minor unit (a bonus never pays
 * more than its percentage). BigInt keeps amount x bp exact past 2^53.
 */
export function percentOf(amountMinor: number, bp: number): number {
  if (amountMinor <= 0 || bp <= 0) return 0;
  return Number((BigInt(amountMinor) * BigInt(bp)) / BigInt(BASIS_POINTS));
}

/** What a bonus rule pays on a base (a deposit, a period's valid bets): fixed, else a percentage, capped. */
export function bonusFor(
  rule: { fixedAmount: number | null; bonusBp: number | null; maxAmount: number | null },
  baseMinor: number,
): number {
  const amount = rule.fixedAmount ?? percentOf(baseMinor, rule.bonusBp ?? 0);
  return rule.maxAmount === null ? amount : Math.min(amount, rule.maxAmount);
}

/** A rebate: `rebateBp` of the period's valid bets, rounded down, capped at maxAmount. */
export function rebateFor(validBetsMinor: number, rebateBp: number, maxAmount: number | null): number {
  const amount = percentOf(validBetsMinor, rebateBp);
  return maxAmount === null ? amount : Math.min(amount, maxAmount);
}

/** The turnover a bonus adds before a withdrawal: amount x multiple (hundredths), rounded half up. */
export const turnoverFor = (amountMinor: number, multipleHundredths: number): number =>
  Math.floor((amountMinor * multipleHundredths + 50) / 100);

export const totalWeight = (prizes: readonly RafflePrize[]) =>
  prizes.reduce((sum, prize) => sum + prize.weight, 0);

/** The prize a roll in [0, totalWeight) lands on: each prize owns `weight` consecutive rolls. */
export function prizeAt(prizes: readonly RafflePrize[], roll: number): RafflePrize {
  let left = roll;
  for (const prize of prizes) {
    if (left < prize.weight) return prize;
    left -= prize.weight;
  }
  throw new RangeError(`Roll ${roll} is past the prizes' total weight`);
}
