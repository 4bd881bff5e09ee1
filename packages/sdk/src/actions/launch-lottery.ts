import { ErrorCode } from '@lobbykit/api-client';
import { launchGame } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { $config } from '../stores/config';
import { $session } from '../stores/session';
import { dialogs } from './dialogs';
import { failureOf } from './failure';
import { openModal } from './modal';

export type LotteryKind = 'lottery' | 'sea' | 'vn';

/**
 * Opens the lottery lobby of spec section 7 (R7.45): a launch with launchMode LOTT and the lotto
 * parameters, shown in the in-app game frame. `backUrl` is this page, so the game's own back link
 * returns here.
 */
export async function launchLottery(
  kind: LotteryKind,
  game: { gameCode: string; gameName: string; nodeId: number | null },
  prizeMode: string,
  view: 'betting' | 'lobby',
): Promise<void> {
  if ($session.get().isTrial) {
    await dialogs().alert(errorMessage(ErrorCode.trialAccount));
    return;
  }
  const hideLoader = dialogs().showLoader();
  const here = typeof location === 'undefined' ? undefined : location.href;
  try {
    const { url } = await getClient().call(launchGame, {
      gameCode: game.gameCode,
      lottoArea: kind === 'sea' ? 'SEA' : 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: prizeMode,
      lottoGameCode: game.gameCode,
      lottoView: view,
      device: 'WEB',
      backUrl: here && here.length <= 512 && /^https?:/.test(here) ? here : undefined,
      language: $config.get().language,
    });
    hideLoader();
    openModal('gameFrame', { url, title: game.gameName, nodeId: game.nodeId ?? undefined });
  } catch (error) {
    hideLoader();
    await dialogs().alert(failureOf(error).message);
  }
}
