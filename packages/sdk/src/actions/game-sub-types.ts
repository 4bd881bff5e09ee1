import { GAME_CLASSIFIES, type GameClassify, vassGameType } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import type { GameTypeCode } from '../stores/lobby';
import { $startup } from '../stores/startup';
import { clientQuery } from './client-query';

export type { GameClassify };

/** A sub-type a vendor has games of (R2.98), as the catalogue counts them. */
export interface SubTypeCount {
  gameClassify: GameClassify;
  gameCount: number;
}

/**
 * R2.98, R2.99: the sub-types offered as filters, in the spec's order (SC, VP, JP, TG, AC, BG):
 * those with games, and BG bingo only when the merchant's languages include TY (decisions: bingo
 * sub-type), the Philippine bingo games being for Filipino players.
 */
export function offeredSubTypes(
  counts: readonly SubTypeCount[],
  langList: readonly string[],
): GameClassify[] {
  const withGames = new Set(counts.filter((entry) => entry.gameCount > 0).map((entry) => entry.gameClassify));
  const bingo = langList.some((language) => language.toUpperCase() === 'TY');
  return GAME_CLASSIFIES.filter((code) => withGames.has(code) && (code !== 'BG' || bingo));
}

/** The merchant's languages from the startup permission; none before startup. */
function merchantLanguages(): readonly string[] {
  const startup = $startup.get();
  return startup.phase === 'ready' ? (startup.permission?.merchant.langList ?? []) : [];
}

/**
 * A vendor's sub-types in one category (R7.33 GCSGAME_getVassGameType), as the list centre offers
 * them for filtering by `gameClassify` (R7.31); [] for a category it has none in.
 */
export async function loadSubTypes(vassalage: string, gameType: GameTypeCode): Promise<GameClassify[]> {
  const answer = await getClient().call(vassGameType, { ...clientQuery(), vassalage });
  const category = answer.gameTypes.find((entry) => entry.gameType === gameType);
  return offeredSubTypes(category?.subTypes ?? [], merchantLanguages());
}
