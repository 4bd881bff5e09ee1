import type { Clock } from '../clock';

/** The answer to one request for a slot. */
export type SlotAnswer = { granted: true } | { granted: false; retryAfterMs: number };

export interface SlidingWindowLimiter {
  /**
   * Grants and records a slot for `key` unless `limit` were granted within the last `windowMs`.
   * Synchronous on purpose: the check and the record cannot interleave with another request's,
   * so a burst gets exactly `limit` slots.
   */
  take(key: string): SlotAnswer;
  /** Keys currently remembered (for tests of the memory bound). */
  size(): number;
}

export interface SlidingWindowOptions {
  clock: Clock;
  limit: number;
  windowMs: number;
  /** The most keys remembered at once; past it the least recently seen key is forgotten. */
  maxKeys: number;
}

/**
 * A rolling-window counter per key, kept in this process's memory. Each key holds at most `limit`
 * timestamps (refusals are not recorded), and the map is kept in order of last use, so keys idle
 * for a whole window are dropped from its front and `maxKeys` caps it.
 */
export function createSlidingWindowLimiter(options: SlidingWindowOptions): SlidingWindowLimiter {
  const { clock, limit, windowMs, maxKeys } = options;
  const grants = new Map<string, number[]>();

  /**
   * Grants inside the window. A grant stamped after `now` means the clock stepped back; it is
   * dropped, because keeping it would shut the key out until the clock caught up again.
   */
  const live = (stamps: number[], now: number) => stamps.filter((at) => at > now - windowMs && at <= now);

  function forgetIdle(now: number): void {
    for (const [key, stamps] of grants) {
      const newest = stamps[stamps.length - 1] ?? Number.NEGATIVE_INFINITY;
      // The map is in order of last use: the first key still in use ends the sweep.
      if (newest > now - windowMs && newest <= now) break;
      grants.delete(key);
    }
    while (grants.size > maxKeys) {
      const oldest = grants.keys().next().value;
      if (oldest === undefined) break;
      grants.delete(oldest);
    }
  }

  return {
    take(key) {
      const now = clock.now().getTime();
      const stamps = live(grants.get(key) ?? [], now);
      // Moved to the end: the map stays in order of last use for forgetIdle.
      grants.delete(key);
      if (stamps.length >= limit) {
        grants.set(key, stamps);
        const freesAt = (stamps[0] ?? now) + windowMs;
        return { granted: false, retryAfterMs: Math.max(1, freesAt - now) };
      }
      stamps.push(now);
      grants.set(key, stamps);
      forgetIdle(now);
      return { granted: true };
    },
    size: () => grants.size,
  };
}
