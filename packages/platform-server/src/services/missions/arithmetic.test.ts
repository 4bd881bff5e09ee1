import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { turnoverFor } from '../promotions/arithmetic';
import {
  cycleDone,
  dayBefore,
  merchantDayOf,
  nextStreak,
  percentDone,
  streakReward,
  streakShown,
} from './arithmetic';
import { ranksOf } from './leaderboard';

const MAX_MINOR = 1_000_000_000 * 100;
const rewardsArb = fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 31 });

describe('mission and sign-in arithmetic (integer minor units, whole percent rounded down)', () => {
  it('R7.50 progress is a whole percent, rounded down, 100 only at the target', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MINOR }),
        fc.integer({ min: 1, max: MAX_MINOR }),
        (done, target) => {
          const percent = percentDone(done, target);
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          expect(percent === 100).toBe(done >= target);
          if (done < target) expect(percent * target).toBeLessThanOrEqual(done * 100);
        },
      ),
    );
    expect(percentDone(49_999, 50_000)).toBe(99);
    expect(percentDone(30_000, 50_000)).toBe(60);
  });

  it('R2.103 a streak of n days pays the rewards in cycles: n days pay exactly the sum of their cycle days', () => {
    fc.assert(
      fc.property(rewardsArb, fc.integer({ min: 1, max: 400 }), (rewards, days) => {
        let paid = 0;
        for (let day = 1; day <= days; day++) {
          const reward = streakReward(rewards, day);
          expect(Number.isSafeInteger(reward)).toBe(true);
          expect(reward).toBeGreaterThan(0);
          paid += reward;
        }
        const cycle = rewards.reduce((sum, reward) => sum + reward, 0);
        const full = Math.floor(days / rewards.length);
        const rest = rewards.slice(0, days % rewards.length).reduce((sum, reward) => sum + reward, 0);
        expect(paid).toBe(full * cycle + rest);
      }),
    );
  });

  it('R2.103 the streak grows by one a day, a missed day starts again, and the cycle shows within its length', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 10 }),
        (signedDays, length) => {
          let last: { day: string; streak: number } | undefined;
          let run = 0;
          let day = '2026-01-01';
          for (const signs of signedDays) {
            const shown = streakShown(last, day);
            expect(cycleDone(shown, false, length)).toBeLessThan(length);
            if (signs) {
              const streak = nextStreak(last, day);
              run = last?.day === dayBefore(day) ? run + 1 : 1;
              expect(streak).toBe(run);
              last = { day, streak };
              const done = cycleDone(streak, true, length);
              expect(done).toBeGreaterThanOrEqual(1);
              expect(done).toBeLessThanOrEqual(length);
              expect(nextStreak(last, day)).toBe(streak);
            }
            day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
          }
        },
      ),
    );
  });

  it('R2.103 the merchant day turns at local midnight', () => {
    expect(merchantDayOf(new Date('2026-01-15T15:59:59Z'), 480)).toBe('2026-01-15');
    expect(merchantDayOf(new Date('2026-01-15T16:00:00Z'), 480)).toBe('2026-01-16');
    expect(merchantDayOf(new Date('2026-01-15T18:00:00Z'), 360)).toBe('2026-01-16');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });

  it('R7.50 a reward adds its turnover as promotions do: integer, half up, never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (amount, multiple) => {
          const turnover = turnoverFor(amount, multiple);
          expect(Number.isSafeInteger(turnover)).toBe(true);
          expect(Math.abs(turnover * 100 - amount * multiple)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });

  it('R7.51 equal points share a rank and the next rank skips', () => {
    expect(ranksOf([100, 80, 80, 50])).toEqual([1, 2, 2, 4]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000 }), { maxLength: 50 }), (unsorted) => {
        const points = [...unsorted].sort((a, b) => b - a);
        const ranks = ranksOf(points);
        points.forEach((value, index) => {
          expect(ranks[index]).toBe(points.filter((other) => other > value).length + 1);
        });
      }),
    );
  });
});
