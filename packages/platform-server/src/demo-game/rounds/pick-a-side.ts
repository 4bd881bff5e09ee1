import type { DecidedOutcome } from '../../services/seamless-wallet';
import { pays, type Random } from '../random';
import { invalidPick } from './invalid-pick';

/** The two sides of a short round: a generated match (sports, e-sports), a duel (PVP) or a cockfight. */
export const SIDES = {
  match: ['home', 'away'],
  duel: ['left', 'right'],
  cockfight: ['meron', 'wala'],
} as const;
export type SideGame = keyof typeof SIDES;

/** Even odds paid at 1.9x: 0.5 * 1.9 = 95 % RTP. */
export function playPickASide(
  game: SideGame,
  stake: number,
  pick: string | undefined,
  random: Random,
): DecidedOutcome {
  const sides: readonly string[] = SIDES[game];
  if (!pick || !sides.includes(pick)) throw invalidPick(`Pick ${sides.join(' or ')}`);
  const winner = sides[random.int(2)]!;
  // A score that agrees with the winner: the loser gets 0-2, the winner 1-3 more.
  const losing = random.int(3);
  const winning = losing + 1 + random.int(3);
  const score = winner === sides[0] ? [winning, losing] : [losing, winning];
  return {
    win: winner === pick ? pays(stake, 19, 10) : 0,
    detail: { variant: game, pick, winner, sides: [...sides], ...(game === 'cockfight' ? {} : { score }) },
  };
}
