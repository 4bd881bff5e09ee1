import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversionAmount, earnedPoints } from './arithmetic';

const minor = fc.integer({ min: 0, max: 100_000_000_000 });
const rate = fc.integer({ min: 1, max: 10_000_000 });

describe('points arithmetic (integers; earning rounds down and carries the remainder)', () => {
  it('R9.40 earning in any number of steps gives the same whole points as earning at once, never more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { maxLength: 30 }),
        rate,
        (bets, betPerPoint) => {
          let credited = 0;
          let validBet = 0;
          let points = 0;
          for (const bet of bets) {
            validBet += bet;
            const step = earnedPoints(validBet, credited, betPerPoint);
            expect(Number.isInteger(step.points)).toBe(true);
            expect(step.points).toBeGreaterThanOrEqual(0);
            points += step.points;
            credited = step.creditedValidBet;
            expect(validBet - credited).toBeLessThan(betPerPoint);
            expect(validBet - credited).toBeGreaterThanOrEqual(0);
          }
          expect(points).toBe(Math.floor(validBet / betPerPoint));
        },
      ),
    );
  });

  it('earning again without a new bet earns nothing (a replayed pass moves no points)', () => {
    fc.assert(
      fc.property(minor, rate, (validBet, betPerPoint) => {
        const first = earnedPoints(validBet, 0, betPerPoint);
        expect(earnedPoints(validBet, first.creditedValidBet, betPerPoint).points).toBe(0);
      }),
    );
  });

  it('a conversion is exact: points x value, and splitting it changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (a, b, value) => {
          expect(conversionAmount(a + b, value)).toBe(
            conversionAmount(a, value) + conversionAmount(b, value),
          );
          expect(Number.isSafeInteger(conversionAmount(a, value))).toBe(true);
        },
      ),
    );
  });

  it('refuses fractions and a zero rate', () => {
    expect(() => earnedPoints(10.5, 0, 100)).toThrow(RangeError);
    expect(() => earnedPoints(10, 0, 0)).toThrow(RangeError);
  });
});
