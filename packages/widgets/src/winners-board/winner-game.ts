import type { GameItem, RankEntry } from '@lobbykit/sdk/lobby';
import { gameType } from '@lobbykit/sdk/lobby';
import * as v from 'valibot';

export type { RankEntry };

/**
 * The game a winners board entry names, as the card the sdk's `startGame` takes (R2.82). The board
 * lists launchable games only, so it is a GAME and enabled; a launch the server then refuses (a
 * game put under maintenance since) comes back as the sdk's translated error. Null for a category
 * this client does not know, which a click then leaves alone.
 */
export function winnerGame(entry: RankEntry): GameItem | null {
  const { vo } = entry;
  const type = v.safeParse(gameType, vo.gameType);
  if (!type.success) return null;
  return {
    nodeId: vo.nodeId,
    vassalage: vo.vassalage,
    gameType: type.output,
    displayName: vo.gameName,
    gameName: vo.gameName,
    nodeName: vo.gameName,
    showIcon: '',
    iconUrl: '',
    lagerIcon: '',
    gameCode: vo.gameCode,
    isGame: 'GAME',
    subType: null,
    gameClassify: null,
    prizeMode: null,
    enabled: true,
  };
}
