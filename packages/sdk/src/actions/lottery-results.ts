import type { ResponseOf } from '@lobbykit/api-client';
import {
  type lotteryDraw,
  lottoOpenedNumbers,
  vnLotteryMenu,
  vnLotteryRecent,
  vnOpenedNumbers,
} from '@lobbykit/api-client/lobby';
import type * as v from 'valibot';
import { getClient } from '../client/configure';
import { $config } from '../stores/config';
import type { LotteryKind } from './launch-lottery';

export type LotteryDraw = v.InferOutput<typeof lotteryDraw>;
export type PrizeTable = ResponseOf<typeof vnOpenedNumbers>['prizes'];

/** One lottery of the lobby's menu, from whichever call lists it. */
export interface LotteryGame {
  gameCode: string;
  gameName: string;
  nodeId: number | null;
  prizeMode: string | null;
  /** When betting on the current issue closes. */
  nextDrawTime: string;
  /** The issue being bet on now (VN menus tell it), else null. */
  currentIssueNo: string | null;
  intervalMinutes: number | null;
  /** The latest opened draw, when the menu call carries it. */
  latest: LotteryDraw | null;
}

export interface LotteryMenu {
  name: string;
  games: LotteryGame[];
}

/**
 * The lobby's menu (spec section 7): the VN lobby from its own menus call (R7.43), the SEA and the
 * other lotteries from the latest opened numbers (R7.44), which name each game and its next draw.
 */
export async function loadLotteryMenus(kind: LotteryKind): Promise<LotteryMenu[]> {
  const client = getClient();
  if (kind === 'vn') {
    const menus = await client.call(vnLotteryMenu, { device: 'WEB', language: $config.get().language });
    return menus.map((menu) => ({
      name: menu.menuName,
      games: menu.games.map((game) => ({
        gameCode: game.gameCode,
        gameName: game.gameName,
        nodeId: game.nodeId,
        prizeMode: game.prizeMode,
        nextDrawTime: game.nextDrawTime,
        currentIssueNo: game.currentIssueNo,
        intervalMinutes: game.intervalMinutes,
        latest: null,
      })),
    }));
  }
  const { list } = await client.call(lottoOpenedNumbers, kind === 'sea' ? { prizeMode: 'SEA' } : {});
  return [
    {
      name: '',
      games: list.map((draw) => ({
        gameCode: draw.gameCode,
        gameName: draw.gameName,
        nodeId: null,
        prizeMode: kind === 'sea' ? 'SEA' : null,
        nextDrawTime: draw.nextDrawTime,
        currentIssueNo: null,
        intervalMinutes: null,
        latest: {
          gameCode: draw.gameCode,
          issueNo: draw.issueNo,
          drawTime: draw.drawTime,
          numbers: draw.numbers,
        },
      })),
    },
  ];
}

export interface LotteryResults {
  draws: LotteryDraw[];
  prizes: PrizeTable;
}

/** The chosen lottery's latest draws: a VN game's last ten and its full prize table (R7.43, R7.44). */
export async function loadLotteryResults(kind: LotteryKind, game: LotteryGame): Promise<LotteryResults> {
  if (kind !== 'vn') return { draws: game.latest ? [game.latest] : [], prizes: [] };
  const client = getClient();
  const [recent, opened] = await Promise.all([
    client.call(vnLotteryRecent, { gameCode: game.gameCode, size: 10 }),
    client.call(vnOpenedNumbers, { gameCode: game.gameCode }),
  ]);
  return { draws: recent.list, prizes: opened.prizes };
}
