import { atom, onMount, type ReadableAtom } from 'nanostores';

/** R2.75, R9.20: the counter starts between 20,000,000 and 21,000,000. */
export const JACKPOT_START_MIN = 20_000_000;
export const JACKPOT_START_MAX = 21_000_000;
/** R2.77, R9.21: it grows by 100 to 500 ... */
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
/** ... every 3, 4 or 5 seconds, each wait picked at random. */
export const JACKPOT_INTERVALS_MS = [3000, 4000, 5000] as const;

export interface JackpotDeps {
  /** A number in [0, 1), like Math.random. */
  random?: () => number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** Counted in cents so adding steps never drifts off two decimals (R2.76). */
const between = (random: () => number, min: number, max: number): number =>
  Math.round((min + random() * (max - min)) * 100);

/**
 * The cosmetic jackpot counter (R2.78: no server call, no money behind it). A store of the amount
 * with two decimals; it ticks only while someone watches it, and resumes from where it stopped.
 */
export function createJackpot(deps: JackpotDeps = {}): ReadableAtom<number> {
  const random = deps.random ?? Math.random;
  const schedule = deps.setTimeout ?? ((run, ms) => globalThis.setTimeout(run, ms));
  const cancel =
    deps.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));

  let cents = between(random, JACKPOT_START_MIN, JACKPOT_START_MAX);
  const $jackpot = atom(cents / 100);

  onMount($jackpot, () => {
    let handle: unknown;
    const next = () => {
      const wait = JACKPOT_INTERVALS_MS[Math.floor(random() * JACKPOT_INTERVALS_MS.length)] ?? 3000;
      handle = schedule(() => {
        cents += between(random, JACKPOT_STEP_MIN, JACKPOT_STEP_MAX);
        $jackpot.set(cents / 100);
        next();
      }, wait);
    };
    next();
    return () => cancel(handle);
  });

  return $jackpot;
}
