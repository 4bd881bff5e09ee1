/**
 * VIP rebate arithmetic, integers only. A rate is in basis points (50 = 0.5%). Rounding: down to the
 * minor unit (floor), so the platform never pays a fraction it did not owe; what is floored away is
 * not carried (each day stands alone, as the member reads it).
 */
export const BASIS_POINTS = 10_000;

/** floor(validBet x rateBp / 10,000), all minor units. */
export function rebateOf(validBet: number, rateBp: number): number {
  if (!Number.isSafeInteger(validBet) || !Number.isSafeInteger(rateBp) || validBet < 0) {
    throw new RangeError('A rebate takes a whole, non-negative valid bet and a whole rate');
  }
  if (rateBp < 0 || rateBp > BASIS_POINTS) throw new RangeError('A rebate rate is 0 to 10,000 basis points');
  // Below 2^53 / 10,000 (about 9 x 10^11 pesos of valid bets in a day) the product is exact.
  if (!Number.isSafeInteger(validBet * rateBp)) throw new RangeError('A valid bet this large is not a day');
  return Math.floor((validBet * rateBp) / BASIS_POINTS);
}

/** The merchant day (yyyy-MM-dd) that `at` falls on, `offsetMinutes` east of UTC. */
export function merchantDayOf(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The day `days` after (or before, negative) a yyyy-MM-dd day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
