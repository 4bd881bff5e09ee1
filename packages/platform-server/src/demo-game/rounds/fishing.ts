import type { DecidedOutcome } from '../../services/seamless-wallet';
import { pays, type Random, weighted } from '../random';

type Catch = readonly [fish: string, multiplier: number];

/** One shot: 0.002*100 + 0.01*20 + 0.05*5 + 0.15*2 = 0.95 (RTP 95 %). */
const CATCHES: readonly (readonly [number, Catch])[] = [
  [2_000, ['dragon', 100]],
  [10_000, ['shark', 20]],
  [50_000, ['turtle', 5]],
  [150_000, ['clownfish', 2]],
];

export function playFishing(stake: number, random: Random): DecidedOutcome {
  const [fish, multiplier] = weighted<Catch>(random, 1_000_000, CATCHES, ['none', 0]);
  return { win: pays(stake, multiplier), detail: { variant: 'fishing', fish, multiplier } };
}
