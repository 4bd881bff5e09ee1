import { rankList } from '@lobbykit/api-client/lobby';
import { $config, getClient } from '@lobbykit/sdk';
import type { RankEntry } from './winner-game';

/** The board shows the top 3 and places 4-6 (R2.79, R2.80) of the server's list of 20 (R9.03). */
export const WINNERS_LIMIT = 20;
export const WINNERS_SHOWN = 6;

/** R7.47: the biggest recent wins of every category, in the page's language. */
export async function loadWinners(): Promise<RankEntry[]> {
  const { list } = await getClient().call(rankList, {
    gameCategory: 'ALL',
    language: $config.get().language,
    limitNum: WINNERS_LIMIT,
  });
  return list;
}
