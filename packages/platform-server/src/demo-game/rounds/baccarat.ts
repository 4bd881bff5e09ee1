import type { DecidedOutcome } from '../../services/seamless-wallet';
import { pays, type Random, weighted } from '../random';
import { invalidPick } from './invalid-pick';

export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
type Side = (typeof BACCARAT_SIDES)[number];

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];
const points = (cards: string[]) =>
  cards.reduce((sum, card) => sum + (Math.min(RANKS.indexOf(card.slice(0, -1)) + 1, 10) % 10), 0) % 10;

/**
 * A two-card baccarat: the result is drawn first (player 44 %, banker 44 %, tie 12 %) and cards that
 * show it are dealt after. Player and banker pay 1.95x and push on a tie (0.44*1.95 + 0.12 = 97.8 %),
 * tie pays 8x (96 %).
 */
export function playBaccarat(stake: number, pick: string | undefined, random: Random): DecidedOutcome {
  if (!BACCARAT_SIDES.includes(pick as Side)) throw invalidPick('Pick player, banker or tie');
  const side = pick as Side;
  const result = weighted<Side>(
    random,
    100,
    [
      [44, 'player'],
      [44, 'banker'],
    ],
    'tie',
  );
  const deal = () => `${RANKS[random.int(RANKS.length)]}${SUITS[random.int(SUITS.length)]}`;
  let player: string[];
  let banker: string[];
  // Rejection sampling: a handful of deals at most, since every result has a sizeable share of hands.
  do {
    player = [deal(), deal()];
    banker = [deal(), deal()];
  } while (Math.sign(points(player) - points(banker)) !== { player: 1, banker: -1, tie: 0 }[result]);

  let win = 0;
  if (result === side) win = side === 'tie' ? pays(stake, 8) : pays(stake, 39, 20);
  else if (result === 'tie') win = stake;
  return {
    win,
    detail: {
      variant: 'baccarat',
      pick: side,
      result,
      player,
      banker,
      playerPoints: points(player),
      bankerPoints: points(banker),
    },
  };
}
