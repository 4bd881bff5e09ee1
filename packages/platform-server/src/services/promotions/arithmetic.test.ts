import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASIS_POINTS,
  bonusFor,
  percentOf,
  prizeAt,
  rebateFor,
  totalWeight,
  turnoverFor,
} from './arithmetic';

const MAX_MINOR = 1_000_000_000 * 100;

describe('promotion arithmetic (integer minor units; percentages round down to the minor unit)', () => {
  it('a percentage of an amount is the exact floor of amount x bp / 10,000, never more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MINOR }),
        fc.integer({ min: 0, max: BASIS_POINTS }),
        (amount, bp) => {
          const paid = percentOf(amount, bp);
          expect(Number.isSafeInteger(paid)).toBe(true);
          expect(BigInt(paid) * 10_000n <= BigInt(amount) * BigInt(bp)).toBe(true);
          expect(BigInt(paid + 1) * 10_000n > BigInt(amount) * BigInt(bp)).toBe(true);
        },
      ),
    );
    expect(percentOf(12_345, 80)).toBe(98); // 0.8% of 123.45 = 0.9876 -> 0.98
  });

  it('a bonus is the fixed amount, else the percentage, and never above the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MINOR }),
        fc.option(fc.integer({ min: 1, max: 1_000_000_000 })),
        fc.integer({ min: 0, max: BASIS_POINTS }),
        fc.option(fc.integer({ min: 0, max: 1_000_000_000 })),
        (base, fixedAmount, bonusBp, maxAmount) => {
          const paid = bonusFor({ fixedAmount, bonusBp, maxAmount }, base);
          const uncapped = fixedAmount ?? percentOf(base, bonusBp);
          expect(paid).toBe(maxAmount === null ? uncapped : Math.min(uncapped, maxAmount));
          expect(paid).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a rebate of valid bets adds up: the rebate of a sum is at least the sum of the rebates', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000_000 }), { maxLength: 50 }),
        fc.integer({ min: 1, max: 300 }),
        (stakes, bp) => {
          const total = stakes.reduce((sum, stake) => sum + stake, 0);
          const whole = rebateFor(total, bp, null);
          const parts = stakes.reduce((sum, stake) => sum + rebateFor(stake, bp, null), 0);
          expect(whole).toBeGreaterThanOrEqual(parts);
          expect(whole - parts).toBeLessThanOrEqual(stakes.length);
        },
      ),
    );
  });

  it('turnover added is amount x multiple, half up; a raffle roll lands on each prize exactly weight times', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MINOR }),
        fc.integer({ min: 0, max: 100 }),
        (amount, multiple) => {
          expect(turnoverFor(amount, multiple * 100)).toBe(amount * multiple);
        },
      ),
    );
    const prizes = [
      { amount: 888, weight: 1 },
      { amount: 8_800, weight: 9 },
      { amount: 100, weight: 90 },
    ];
    const landed = new Map<number, number>();
    for (let roll = 0; roll < totalWeight(prizes); roll++) {
      const prize = prizeAt(prizes, roll);
      landed.set(prize.amount, (landed.get(prize.amount) ?? 0) + 1);
    }
    expect(Object.fromEntries(landed)).toEqual({ 888: 1, 8800: 9, 100: 90 });
    expect(() => prizeAt(prizes, 100)).toThrow(RangeError);
  });
});
