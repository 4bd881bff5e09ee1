import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { emit } from '../runtime/events';
import { $config } from '../stores/config';
import type { GameItem, GameTypeCode, VendorCard } from '../stores/lobby';
import { $session } from '../stores/session';
import { refreshBalance } from './balance';
import { dialogs } from './dialogs';
import { failureOf } from './failure';
import { launchEndpointFor } from './launch-endpoint';
import { closeModal, openModal } from './modal';
import { navigate } from './navigate';
import { promptRegisterFirst, requireLogin } from './player-guard';
import { loadRecentGames } from './recent-games';

/** The in-app frame a launched game opens in, and the vendor's popup game list (R4.57). */
export const GAME_FRAME_MODAL = 'gameFrame';
export const VENDOR_GAMES_MODAL = 'vendorGames';

/** The lottery lobbies by vendor (R4.54-R4.56); each takes the game's code as `gameCode`. */
const LOTTERY_PAGES: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

export type StartOutcome =
  | { outcome: 'login' }
  | { outcome: 'registerFirst' }
  | { outcome: 'navigated'; path: string }
  | { outcome: 'vendorGames'; vassalage: string; gameType: GameTypeCode }
  | { outcome: 'maintenance' }
  | { outcome: 'launched'; url: string }
  | { outcome: 'failed'; errorCode: string; message: string };

export interface GameLaunchDetail {
  nodeId: number;
  gameCode: string;
  vassalage: string;
  gameType: GameTypeCode;
  url: string;
}

/** Guest and trial come first for every start (R4.52, R4.53). */
async function playerMayStart(): Promise<StartOutcome | null> {
  if (!requireLogin()) return { outcome: 'login' };
  if ($session.get().isTrial) {
    await promptRegisterFirst();
    return { outcome: 'registerFirst' };
  }
  return null;
}

/** Starting a game item, spec section 4 in its order. */
export async function startGame(game: GameItem): Promise<StartOutcome> {
  const refused = await playerMayStart();
  if (refused) return refused;
  return startAsPlayer(game);
}

/**
 * A vendor card of a lane or a menu: its entry starts like a game; a slots vendor has none and goes
 * to the slots list filtered to it (R4.58).
 */
export async function startVendor(card: VendorCard): Promise<StartOutcome> {
  const refused = await playerMayStart();
  if (refused) return refused;
  if (card.entry) return startAsPlayer(card.entry);
  if (card.gameType === 'RNG') return go(`/rng?vassalage=${encodeURIComponent(card.vassalage)}`);
  return openVendorGames(card.vassalage, card.gameType);
}

async function startAsPlayer(game: GameItem): Promise<StartOutcome> {
  const lotteryPage = LOTTERY_PAGES[game.vassalage];
  if (lotteryPage) return go(`${lotteryPage}?gameCode=${encodeURIComponent(game.gameCode)}`);
  if (game.isGame === 'VASSALAGE') return openVendorGames(game.vassalage, game.gameType);
  if (!game.enabled) {
    // R8.27: listed, but under maintenance; the message points the player to the popular games.
    await dialogs().alert(errorMessage('game_maintenance'));
    return { outcome: 'maintenance' };
  }
  return launch(game); // R4.59
}

function go(path: string): StartOutcome {
  navigate(path);
  return { outcome: 'navigated', path };
}

function openVendorGames(vassalage: string, gameType: GameTypeCode): StartOutcome {
  openModal(VENDOR_GAMES_MODAL, { vassalage, gameType });
  return { outcome: 'vendorGames', vassalage, gameType };
}

async function launch(game: GameItem): Promise<StartOutcome> {
  const hideLoader = dialogs().showLoader();
  let url: string;
  try {
    ({ url } = await getClient().call(launchEndpointFor(game.vassalage), {
      nodeId: game.nodeId,
      gameCode: game.gameCode,
      vendor: game.vassalage,
      language: $config.get().language,
      device: 'WEB',
    }));
  } catch (error) {
    const { errorCode, message } = failureOf(error);
    hideLoader();
    await dialogs().alert(message);
    return { outcome: 'failed', errorCode, message };
  }
  hideLoader();
  openModal(GAME_FRAME_MODAL, {
    url,
    title: game.displayName,
    nodeId: game.nodeId,
    vassalage: game.vassalage,
  });
  emit('game-launch', {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    gameType: game.gameType,
    url,
  });
  // The server counts a launch as playing: the recent list changes now, not when the frame closes.
  await loadRecentGames().catch(() => undefined);
  return { outcome: 'launched', url };
}

/** Closes the game frame; the game bet and paid through the wallet, so the balance is reloaded. */
export async function closeGame(): Promise<void> {
  closeModal(GAME_FRAME_MODAL);
  await refreshBalance();
}
