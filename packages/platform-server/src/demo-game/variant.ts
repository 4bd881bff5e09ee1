import type { GameRow } from '../db/schema/index';
import type { DecidedOutcome } from '../services/seamless-wallet';
import type { Random } from './random';
import { playBaccarat } from './rounds/baccarat';
import { playFishing } from './rounds/fishing';
import { playBingo, playLottery } from './rounds/number-draw';
import { playPickASide } from './rounds/pick-a-side';
import { playSlot } from './rounds/slot';

/** Which built-in demo game a catalogue game opens as. */
export type Variant = 'slot' | 'baccarat' | 'fishing' | 'match' | 'duel' | 'cockfight' | 'lottery' | 'bingo';

export function variantOf(game: Pick<GameRow, 'gameType' | 'gameClassify'>): Variant {
  if (game.gameClassify === 'BG') return 'bingo';
  switch (game.gameType) {
    case 'LIVE':
      return 'baccarat';
    case 'FISH':
      return 'fishing';
    case 'SPORTS':
    case 'ESPORTS':
      return 'match';
    case 'PVP':
      return 'duel';
    case 'COCKFIGHT':
      return 'cockfight';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'BINGO':
      return 'bingo';
    default:
      return 'slot';
  }
}

/** Decides a round on the server, before the stake is taken; the page only ever learns it at settle. */
export function playRound(
  variant: Variant,
  stake: number,
  pick: string | undefined,
  random: Random,
): DecidedOutcome {
  switch (variant) {
    case 'slot':
      return playSlot(stake, random);
    case 'baccarat':
      return playBaccarat(stake, pick, random);
    case 'fishing':
      return playFishing(stake, random);
    case 'match':
    case 'duel':
    case 'cockfight':
      return playPickASide(variant, stake, pick, random);
    case 'lottery':
      return playLottery(stake, pick, random);
    case 'bingo':
      return playBingo(stake, pick, random);
  }
}
