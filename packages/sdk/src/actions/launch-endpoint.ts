import { gameLaunchFB, launchGame } from '@lobbykit/api-client/lobby';

/** The vendor code of FB Sports, whose games launch through the FB relay path. */
export const FB_VENDOR = 'FB';

/**
 * Which call launches a game (R7.40, R7.41): a game of FB Sports goes to
 * /wps/relay/GCS_gameLaunchFB, every other game to /wps/game/launchGame. The two take the same
 * request and answer, and the server holds both to one set of rules (real accounts only, R8.27
 * maintenance), so the caller's handling of the answer and its errors is the same for either.
 */
export function launchEndpointFor(vassalage: string | undefined): typeof launchGame {
  return vassalage === FB_VENDOR ? gameLaunchFB : launchGame;
}
