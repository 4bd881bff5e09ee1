import * as v from 'valibot';
import { endpoint } from './endpoint';
import { clientQuery, gameItem, vassalage } from './games';
import { launchGameRequest } from './launch';

/**
 * R7.41: the FB game launch, POST /wps/relay/GCS_gameLaunchFB. The spec names the path only; it
 * takes launchGame's request (R7.40) and gives its answer: a catalogue game's URL with a short-lived
 * token, under the same rules (real accounts only, a game under maintenance refused, R8.27).
 */
export const gameLaunchFB = endpoint({
  method: 'POST',
  path: '/wps/relay/GCS_gameLaunchFB',
  auth: 'member',
  request: launchGameRequest,
  response: v.object({ url: v.pipe(v.string(), v.url()) }),
});

/**
 * R7.42: the poker rooms, GET /wps/relay/GLS2_roomList: the card tables of the arcade PVP category
 * (Texas Hold'em, Pusoy, Tongits ...) the merchant offers, each a game item a player starts as any
 * game; `vassalage` keeps one vendor's. Public, like the game list (R6.01).
 */
export const pokerRooms = endpoint({
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  request: v.strictObject({ ...clientQuery, vassalage: v.optional(vassalage) }),
  response: v.object({ list: v.array(gameItem) }),
});
