import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJackpot, JACKPOT_INTERVALS_MS } from './jackpot';

/** Plays back the given numbers as Math.random would hand them out, then repeats the last. */
function randoms(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] ?? 0;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createJackpot', () => {
  it('R2.75 R9.20 starts between 20,000,000 and 21,000,000', () => {
    expect(createJackpot({ random: () => 0 }).get()).toBe(20_000_000);
    expect(createJackpot({ random: () => 0.999_999_99 }).get()).toBeLessThanOrEqual(21_000_000);
    expect(createJackpot({ random: () => 0.5 }).get()).toBe(20_500_000);
  });

  it('R2.76 keeps two decimals', () => {
    const value = createJackpot({ random: () => 0.123_456_789 }).get();
    expect(value).toBe(20_123_456.79);
    expect(String(value)).toMatch(/^\d+\.\d{1,2}$/);
  });

  it('R2.77 R9.21 grows by 100 to 500 after 3, 4 or 5 seconds, each wait picked at random', () => {
    vi.useFakeTimers();
    // the start, then per tick the interval's pick and the step's size
    const $jackpot = createJackpot({ random: randoms(0.5, 0, 0, 0.9, 0.95, 0.5, 0.5) });
    const seen: number[] = [];
    const stop = $jackpot.listen((value) => seen.push(value));
    vi.advanceTimersByTime(2999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1); // 3 s, +100
    expect(seen).toEqual([20_500_100]);
    vi.advanceTimersByTime(4999); // the next wait is 5 s
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1); // +480
    expect(seen).toEqual([20_500_100, 20_500_580]);
    vi.advanceTimersByTime(4000); // 0.5 picks 4 s, +300
    expect(seen).toEqual([20_500_100, 20_500_580, 20_500_880]);
    stop();
    expect(JACKPOT_INTERVALS_MS).toEqual([3000, 4000, 5000]);
  });

  it('R2.77 every step stays within 100-500 over many ticks', () => {
    vi.useFakeTimers();
    const $jackpot = createJackpot();
    let last = $jackpot.get();
    const stop = $jackpot.listen((value) => {
      const step = Math.round((value - last) * 100) / 100;
      expect(step).toBeGreaterThanOrEqual(100);
      expect(step).toBeLessThanOrEqual(500);
      last = value;
    });
    vi.advanceTimersByTime(10 * 60_000);
    stop();
    expect(last).toBeGreaterThan(20_000_000);
  });

  it('R2.78 is cosmetic: no request, and it stops ticking when nobody watches', () => {
    vi.useFakeTimers();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const $jackpot = createJackpot({ random: () => 0 });
    const stop = $jackpot.listen(() => {});
    vi.advanceTimersByTime(3000);
    expect($jackpot.get()).toBe(20_000_100);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});
