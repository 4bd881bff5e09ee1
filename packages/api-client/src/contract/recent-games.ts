import * as v from 'valibot';
import { endpoint } from './endpoint';
import { queryInt, text } from './fields';
import { gameItem, gameType } from './games';

/** R9.11 */
export const RECENT_GAMES_PAGE_SIZE = 20;

/**
 * The games the member launched, most recent first (R7.39): page 1, pageSize up to 20. `gameType`
 * narrows to one category (the spec's call sends RNG); without it every category counts.
 */
export const recentGames = endpoint({
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  auth: 'member',
  request: v.object({
    page: v.optional(queryInt(1, 1_000), 1),
    pageSize: v.optional(queryInt(1, RECENT_GAMES_PAGE_SIZE), RECENT_GAMES_PAGE_SIZE),
    gameType: v.optional(gameType),
    language: v.optional(text(16)),
    clientType: v.optional(queryInt(0, 99)),
    platform: v.optional(text(64)),
  }),
  response: v.object({
    games: v.array(gameItem),
    pageNo: v.number(),
    pageSize: v.number(),
    totalCount: v.number(),
    totalPages: v.number(),
  }),
});
