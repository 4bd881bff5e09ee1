import type { DecidedOutcome } from '../../services/seamless-wallet';
import { drawDistinct, pays, type Random } from '../random';
import { invalidPick } from './invalid-pick';

/**
 * Lottery: pick the last two digits (00-99) of a five-digit draw. One chance in 100, paid 95x (95 %).
 */
export function playLottery(stake: number, pick: string | undefined, random: Random): DecidedOutcome {
  if (!pick || !/^\d{2}$/.test(pick)) throw invalidPick('Pick two digits, 00 to 99');
  const numbers = Array.from({ length: 5 }, () => random.int(10)).join('');
  const hit = numbers.endsWith(pick);
  return { win: hit ? pays(stake, 95) : 0, detail: { variant: 'lottery', pick, numbers, hit } };
}

export const BINGO_BALLS = 25;
export const BINGO_PICKS = 5;
export const BINGO_DRAWN = 10;

/**
 * Bingo: pick 5 of 25 balls, 10 are drawn. Hits follow the hypergeometric law (3: 23.7 %, 4: 5.9 %,
 * 5: 0.47 %); paying 1.5x, 6x and 50x returns 0.356 + 0.356 + 0.237 = 95 %.
 */
const BINGO_PAYS: Record<number, readonly [number, number]> = { 3: [3, 2], 4: [6, 1], 5: [50, 1] };

export function playBingo(stake: number, pick: string | undefined, random: Random): DecidedOutcome {
  const picks = (pick ?? '').split(',').map(Number);
  const valid =
    picks.length === BINGO_PICKS &&
    new Set(picks).size === BINGO_PICKS &&
    picks.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= BINGO_BALLS);
  if (!valid) throw invalidPick(`Pick ${BINGO_PICKS} different numbers from 1 to ${BINGO_BALLS}`);
  const drawn = drawDistinct(random, BINGO_BALLS, BINGO_DRAWN).map((ball) => ball + 1);
  const hits = picks.filter((ball) => drawn.includes(ball)).length;
  const rate = BINGO_PAYS[hits];
  return {
    win: rate ? pays(stake, rate[0], rate[1]) : 0,
    detail: { variant: 'bingo', picks, drawn, hits },
  };
}
