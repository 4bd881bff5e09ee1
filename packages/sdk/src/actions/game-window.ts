import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { $config } from '../stores/config';
import { dialogs } from './dialogs';
import { failureOf } from './failure';
import { launchEndpointFor } from './launch-endpoint';
import { closeGame } from './start-game';

/** The window a game opens in when the player takes it out of the in-app frame. */
export const GAME_WINDOW_NAME = 'lobbykit-game';

export type GameWindowOutcome =
  | { outcome: 'opened'; url: string }
  | { outcome: 'blocked' }
  | { outcome: 'closed' }
  | { outcome: 'failed'; errorCode: string };

/**
 * The game of the frame in a window of its own. The window is opened at once, in the click (a
 * window opened after an await is what browsers block), then the game gets a launch of its own
 * (R7.40, or R7.41 for FB Sports; the frame's token stays the frame's) and the window goes to it,
 * and the frame closes.
 * A window the browser refuses says R8.14 'Popup blocked. Please allow popups and try again.'; a
 * window the player closed before the launch came back says R8.13 'The popup was closed before
 * finishing. Please try again.' and the game stays in the frame.
 */
export async function playInWindow(game: { nodeId: number; vassalage?: string }): Promise<GameWindowOutcome> {
  const popup = window.open('about:blank', GAME_WINDOW_NAME);
  if (!popup) {
    await dialogs().alert(errorMessage('popup_blocked'));
    return { outcome: 'blocked' };
  }
  let url: string;
  try {
    ({ url } = await getClient().call(launchEndpointFor(game.vassalage), {
      nodeId: game.nodeId,
      language: $config.get().language,
      device: 'WEB',
    }));
  } catch (error) {
    const { errorCode, message } = failureOf(error);
    popup.close();
    await dialogs().alert(message);
    return { outcome: 'failed', errorCode };
  }
  if (popup.closed) {
    await dialogs().alert(errorMessage('popup_closed'));
    return { outcome: 'closed' };
  }
  try {
    // Cut from the site before the game's page loads in it.
    popup.opener = null;
  } catch {
    // Nothing of this page is reachable from it anyway.
  }
  popup.location.replace(url);
  await closeGame();
  return { outcome: 'opened', url };
}
