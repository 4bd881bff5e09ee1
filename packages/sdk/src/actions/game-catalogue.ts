import type { RequestOf, ResponseOf } from '@lobbykit/api-client';
import { gameList, HOT_GAMES_CAP, hotGames } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import { $config } from '../stores/config';
import type { GameItem } from '../stores/lobby';
import { clientQuery } from './client-query';

/** What a page of the catalogue is filtered by; the caller's client type and language are added. */
export type GamePageQuery = Omit<RequestOf<typeof gameList>, 'clientType' | 'language'>;

/** One page of the server's game list (R7.31) in the caller's language. */
export function loadGamePage(query: GamePageQuery): Promise<ResponseOf<typeof gameList>> {
  return getClient().call(gameList, { ...clientQuery(), ...query });
}

/** The hot games (R7.32: cached for the session, R9.26), at most 12 of them (R9.17). */
export async function loadHotGames(): Promise<GameItem[]> {
  const { list } = await getClient().call(hotGames, {
    ...clientQuery(),
    merchantCode: $config.get().merchantCode,
    isPlatform: 2,
    platform: 'flash,html5-desktop',
  });
  return list.slice(0, HOT_GAMES_CAP);
}
