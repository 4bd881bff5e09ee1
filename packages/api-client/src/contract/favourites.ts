import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty, int4Id, queryInt, text } from './fields';
import { gameItem, gameType } from './games';

/** R9.12: the favourites list is read in one page of up to 999, so that is also how many a member keeps. */
export const FAVOURITES_MAX = 999;

/** The caller's favourites as node ids, newest first (R3.15, R7.35). */
export const favoriteGames = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  auth: 'member',
  request: empty,
  response: v.array(v.number()),
});

/** The caller's favourite games as cards, newest first (R3.17, R7.36). */
export const favoriteGamesList = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  auth: 'member',
  request: v.strictObject({
    clientType: v.optional(queryInt(0, 99)),
    platform: v.optional(text(64)),
    language: v.optional(text(16)),
    pageNo: v.optional(queryInt(1, 100_000), 1),
    pageSize: v.optional(queryInt(1, FAVOURITES_MAX), FAVOURITES_MAX),
  }),
  response: v.object({
    content: v.array(gameItem),
    pageNum: v.number(),
    pageSize: v.number(),
    totalPages: v.number(),
    totalCount: v.number(),
  }),
});

/**
 * Adds a favourite (R3.16, R7.37); adding one already there changes nothing (R4.63). `vendor`,
 * `gameType` and `game` (the game code) are optional, and must describe the same game when sent.
 * Answers the favourites after the change.
 */
export const addFavoriteGame = endpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  auth: 'member',
  request: v.strictObject({
    nodeId: int4Id,
    vendor: v.optional(text(32)),
    gameType: v.optional(gameType),
    game: v.optional(text(64)),
  }),
  response: v.array(v.number()),
});

/** Removes a favourite (R7.38); removing one that is not there changes nothing. Answers the favourites after. */
export const removeFavoriteGame = endpoint({
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  auth: 'member',
  request: v.strictObject({ nodeId: int4Id }),
  response: v.array(v.number()),
});
