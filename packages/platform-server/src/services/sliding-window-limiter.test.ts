import { describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createSlidingWindowLimiter } from './sliding-window-limiter';

const WINDOW_MS = 60_000;

function limiter(limit = 3, maxKeys = 100) {
  const clock = manualClock();
  return { clock, limiter: createSlidingWindowLimiter({ clock, limit, windowMs: WINDOW_MS, maxKeys }) };
}

const granted = { granted: true };

describe('sliding window limiter', () => {
  it('grants up to the limit per key, then refuses with the time until the oldest grant leaves', () => {
    const { clock, limiter: rate } = limiter();
    expect(rate.take('a')).toEqual(granted);
    clock.advance(10_000);
    expect(rate.take('a')).toEqual(granted);
    expect(rate.take('a')).toEqual(granted);
    clock.advance(5_000);
    expect(rate.take('a')).toEqual({ granted: false, retryAfterMs: 45_000 });
    expect(rate.take('b')).toEqual(granted);
  });

  it('rolls: each grant frees its slot a window after it was made, and refusals take no slot', () => {
    const { clock, limiter: rate } = limiter(2);
    rate.take('a');
    clock.advance(30_000);
    rate.take('a');
    for (let tries = 0; tries < 5; tries++) expect(rate.take('a').granted).toBe(false);
    clock.advance(30_000);
    expect(rate.take('a')).toEqual(granted);
    expect(rate.take('a')).toEqual({ granted: false, retryAfterMs: 30_000 });
    clock.advance(30_000);
    expect(rate.take('a')).toEqual(granted);
  });

  it('forgets keys idle for a whole window, and never holds more than maxKeys', () => {
    const { clock, limiter: rate } = limiter(1, 4);
    for (const key of ['a', 'b', 'c']) rate.take(key);
    expect(rate.size()).toBe(3);
    clock.advance(WINDOW_MS);
    rate.take('d');
    expect(rate.size()).toBe(1);
    for (const key of ['e', 'f', 'g', 'h', 'i']) rate.take(key);
    expect(rate.size()).toBe(4);
    // The least recently seen key went first: 'd' is forgotten (granted again), 'i' is not.
    expect(rate.take('i').granted).toBe(false);
    expect(rate.take('d')).toEqual(granted);
    expect(rate.size()).toBe(4);
  });

  it('a clock that steps back does not shut a key out until it catches up', () => {
    const { clock, limiter: rate } = limiter(2);
    clock.advance(3_600_000);
    rate.take('a');
    rate.take('a');
    expect(rate.take('a').granted).toBe(false);
    clock.advance(-3_600_000);
    expect(rate.take('a')).toEqual(granted);
  });
});
