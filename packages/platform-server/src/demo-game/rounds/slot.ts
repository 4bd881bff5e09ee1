import type { DecidedOutcome } from '../../services/seamless-wallet';
import { pays, type Random, weighted } from '../random';

/** Symbols from the top of the pay table down; the page draws each as a tile. */
export const SLOT_SYMBOLS = ['seven', 'bar', 'bell', 'plum', 'lemon', 'cherry'] as const;
type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/**
 * Three of a kind on the middle line pays its multiplier. Weights per million; the expected return is
 * 0.002*50 + 0.005*20 + 0.015*10 + 0.04*5 + 0.1*2 + 0.2*1 = 0.95 (RTP 95 %), with a hit about one spin in three.
 */
const PAY_TABLE: readonly (readonly [number, readonly [SlotSymbol, number]])[] = [
  [2_000, ['seven', 50]],
  [5_000, ['bar', 20]],
  [15_000, ['bell', 10]],
  [40_000, ['plum', 5]],
  [100_000, ['lemon', 2]],
  [200_000, ['cherry', 1]],
];

function anySymbol(random: Random): SlotSymbol {
  return SLOT_SYMBOLS[random.int(SLOT_SYMBOLS.length)]!;
}

/** A middle line that is not three of a kind. */
function losingLine(random: Random): SlotSymbol[] {
  const line = [anySymbol(random), anySymbol(random), anySymbol(random)];
  if (line[0] === line[1] && line[1] === line[2]) {
    line[2] =
      SLOT_SYMBOLS[
        (SLOT_SYMBOLS.indexOf(line[2]!) + 1 + random.int(SLOT_SYMBOLS.length - 1)) % SLOT_SYMBOLS.length
      ]!;
  }
  return line;
}

export function playSlot(stake: number, random: Random): DecidedOutcome {
  const hit = weighted<readonly [SlotSymbol, number] | undefined>(random, 1_000_000, PAY_TABLE, undefined);
  const middle = hit ? [hit[0], hit[0], hit[0]] : losingLine(random);
  const top = [anySymbol(random), anySymbol(random), anySymbol(random)];
  const bottom = [anySymbol(random), anySymbol(random), anySymbol(random)];
  const multiplier = hit ? hit[1] : 0;
  // Columns as the reels spin: reel i shows top[i], middle[i], bottom[i].
  const reels = [0, 1, 2].map((reel) => [top[reel]!, middle[reel]!, bottom[reel]!]);
  return { win: pays(stake, multiplier), detail: { variant: 'slot', reels, multiplier } };
}
