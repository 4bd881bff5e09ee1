/**
 * Points arithmetic, integers only. Rounding: earning rounds down to whole points and carries the
 * remainder of the valid bet to the next bet (nothing is lost, nothing is paid twice); a conversion
 * is exact (points x the point's value in minor units).
 */

/** What a member's valid bet so far earns beyond what was already credited (all minor units). */
export function earnedPoints(
  validBet: number,
  creditedValidBet: number,
  betPerPoint: number,
): { points: number; creditedValidBet: number } {
  if (![validBet, creditedValidBet, betPerPoint].every(Number.isSafeInteger) || betPerPoint <= 0) {
    throw new RangeError('Points arithmetic takes safe integers and a positive bet per point');
  }
  // A valid bet that went down (a settled bet rolled back by hand) earns nothing until it passes again.
  if (validBet <= creditedValidBet) return { points: 0, creditedValidBet };
  const points = Math.floor((validBet - creditedValidBet) / betPerPoint);
  return { points, creditedValidBet: creditedValidBet + points * betPerPoint };
}

/** The main wallet balance (minor units) that `points` convert to. */
export function conversionAmount(points: number, pointValue: number): number {
  const amount = points * pointValue;
  if (!Number.isSafeInteger(amount) || points < 0 || pointValue <= 0)
    throw new RangeError('Not a conversion');
  return amount;
}
