import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASIS_POINTS, merchantDayOf, rebateOf, shiftDay } from './vip-rebate-arithmetic';

const validBet = fc.integer({ min: 0, max: 100_000_000_000 });
const rateBp = fc.integer({ min: 0, max: BASIS_POINTS });

describe('VIP rebate arithmetic (integer minor units, floored)', () => {
  it('issue 12: rebate = floor(validBet x rate) in minor units, a whole number of minor units', () => {
    fc.assert(
      fc.property(validBet, rateBp, (bet, rate) => {
        const rebate = rebateOf(bet, rate);
        expect(Number.isSafeInteger(rebate)).toBe(true);
        // BigInt checks the floor exactly, without floating point.
        expect(BigInt(rebate)).toBe((BigInt(bet) * BigInt(rate)) / BigInt(BASIS_POINTS));
      }),
    );
  });

  it('issue 12: nothing is made from rounding: never more than the exact share, less by under one minor unit', () => {
    fc.assert(
      fc.property(validBet, rateBp, (bet, rate) => {
        const rebate = BigInt(rebateOf(bet, rate));
        const exactTimesBp = BigInt(bet) * BigInt(rate);
        expect(rebate * BigInt(BASIS_POINTS) <= exactTimesBp).toBe(true);
        expect(exactTimesBp - rebate * BigInt(BASIS_POINTS) < BigInt(BASIS_POINTS)).toBe(true);
      }),
    );
  });

  it('issue 12: splitting a day into bets never pays more than the day at once (the sum of floors is at most the floor of the sum)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { maxLength: 40 }),
        rateBp,
        (bets, rate) => {
          const split = bets.reduce((sum, bet) => sum + rebateOf(bet, rate), 0);
          const whole = rebateOf(
            bets.reduce((sum, bet) => sum + bet, 0),
            rate,
          );
          expect(split).toBeLessThanOrEqual(whole);
        },
      ),
    );
  });

  it('issue 12: a higher rate or a bigger valid bet never pays less', () => {
    fc.assert(
      fc.property(validBet, validBet, rateBp, rateBp, (a, b, r1, r2) => {
        const [small, big] = a <= b ? [a, b] : [b, a];
        const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(rebateOf(small, low)).toBeLessThanOrEqual(rebateOf(big, high));
      }),
    );
  });

  it('refuses fractions, negatives and rates outside 0 to 10,000 basis points', () => {
    expect(() => rebateOf(10.5, 20)).toThrow(RangeError);
    expect(() => rebateOf(-1, 20)).toThrow(RangeError);
    expect(() => rebateOf(100, -1)).toThrow(RangeError);
    expect(() => rebateOf(100, 10_001)).toThrow(RangeError);
    expect(() => rebateOf(100, 0.5)).toThrow(RangeError);
    expect(rebateOf(83_333, 20)).toBe(166);
    expect(rebateOf(0, 100)).toBe(0);
  });

  it("counts days in the merchant's time zone", () => {
    // 16:30 UTC is already the next day in Manila (+8) and still the same day in Dhaka (+6).
    const at = new Date('2026-01-15T16:30:00Z');
    expect(merchantDayOf(at, 480)).toBe('2026-01-16');
    expect(merchantDayOf(at, 360)).toBe('2026-01-15');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2025-12-31', 1)).toBe('2026-01-01');
  });
});
