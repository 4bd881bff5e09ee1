import { type rankEntry, rankList } from '@lobbykit/api-client/lobby';
import type * as v from 'valibot';
import { getClient } from '../client/configure';
import { $config } from '../stores/config';

export type RankEntry = v.InferOutput<typeof rankEntry>;

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
