import { RECENT_GAMES_PAGE_SIZE, recentGames } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import { $recentGames, type GameItem } from '../stores/lobby';
import { clientQuery } from './client-query';
import { hasRealAccount } from './player-guard';

/**
 * R7.39, R9.11: the member's recent games (page 1, 20 of them, gameType RNG as the spec's call
 * sends) into `$recentGames`. A guest or a trial player (R6.05) has none and nothing is asked.
 * Rejects with the ApiError.
 */
export async function loadRecentGames(): Promise<GameItem[]> {
  if (!hasRealAccount()) {
    $recentGames.set([]);
    return [];
  }
  const { games } = await getClient().call(recentGames, {
    ...clientQuery(),
    page: 1,
    pageSize: RECENT_GAMES_PAGE_SIZE,
    gameType: 'RNG',
  });
  $recentGames.set(games);
  return games;
}
