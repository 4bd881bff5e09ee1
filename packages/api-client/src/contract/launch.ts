import * as v from 'valibot';
import { endpoint } from './endpoint';
import { int4IdQuery, text } from './fields';

/** How the lottery lobby is opened (R7.45); `lottoView` picks the betting screen or the lobby. */
export const lottoView = v.picklist(['betting', 'lobby']);

const code = (max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/), v.maxLength(max));

/**
 * Launches a game (R7.40): by nodeId or gameCode, with the vendor when the caller knows it. The
 * lottery lobby is the same call with launchMode LOTT and the lotto parameters (requirements.md).
 */
export const launchGameRequest = v.pipe(
  v.strictObject({
    nodeId: v.optional(int4IdQuery),
    gameCode: v.optional(code(64)),
    vendor: v.optional(code(32)),
    language: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/))),
    device: v.optional(v.picklist(['WEB', 'MOBILE', 'H5', 'PC'])),
    platform: v.optional(text(32)),
    lottoArea: v.optional(code(8)),
    launchMode: v.optional(code(8)),
    lottoPrizeMode: v.optional(code(8)),
    lottoGameCode: v.optional(code(64)),
    lottoView: v.optional(lottoView),
    backUrl: v.optional(v.pipe(v.string(), v.maxLength(512), v.url())),
  }),
  v.forward(
    v.check(
      (input) => input.nodeId !== undefined || input.gameCode !== undefined,
      'gameCode or nodeId is required',
    ),
    ['gameCode'],
  ),
);

export const launchGame = endpoint({
  method: 'POST',
  path: '/wps/game/launchGame',
  auth: 'member',
  request: launchGameRequest,
  /** The game's URL, carrying a short-lived launch token bound to the member and the game. */
  response: v.object({ url: v.pipe(v.string(), v.url()) }),
});
