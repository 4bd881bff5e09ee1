/** Time as the platform sees it; injected so expiries and windows are testable without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(start: Date | string = '2026-01-15T08:00:00Z'): Clock & {
  advance(ms: number): void;
  set(to: Date | string): void;
} {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (to) => {
      current = new Date(to).getTime();
    },
  };
}
