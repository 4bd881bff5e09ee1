import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import type {
  lottoOpenedNumbers,
  vnLotteryMenu,
  vnLotteryRecent,
  vnOpenedNumbers,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { lotteryGames } from '../db/lottery-games';
import type { GameRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import {
  drawOfIssue,
  headlineNumbers,
  intervalMinutesOf,
  nextDraw,
  openedDraws,
  vnPrizeTable,
} from './lottery-draws';

/** The vendor whose lotteries the VN lobby lists. */
export const VN_LOTTERY_VENDOR = 'TCG_LOTTO_VN';

/** Menu names of the VN lobby, by prize mode: traditional draws and fast ones. */
const VN_MENUS: Record<string, string> = { LOTT: 'Traditional lottery', ELOTT: 'Fast lottery' };

export interface LotteryService {
  vnMenus(prizeMode: string | undefined, language: string): Promise<ResponseOf<typeof vnLotteryMenu>>;
  vnRecent(gameCode: string, size: number): Promise<ResponseOf<typeof vnLotteryRecent>>;
  /** The latest opened draws of any lottery game, newest first. */
  recentDraws(game: GameRow, size: number): LotteryDraw[];
  vnOpened(gameCode: string, issueNo: string | undefined): Promise<ResponseOf<typeof vnOpenedNumbers>>;
  openedNumbers(
    filter: { prizeMode?: string | undefined; gameCode?: string | undefined },
    language: string,
  ): Promise<ResponseOf<typeof lottoOpenedNumbers>>;
}

export type LotteryDraw = ResponseOf<typeof vnLotteryRecent>['list'][number];

const nameIn = (game: GameRow, language: string) => game.names[language] ?? game.name;

export function createLotteryService(deps: { db: Db; clock: Clock }): LotteryService {
  const { db, clock } = deps;
  async function vnGame(gameCode: string): Promise<GameRow> {
    const [game] = await lotteryGames(db, { vendorCode: VN_LOTTERY_VENDOR, gameCode });
    if (!game) throw new DomainError(ErrorCode.notFound, 'Unknown lottery game', { field: 'gameCode' });
    return game;
  }

  function recentDraws(game: GameRow, size: number): LotteryDraw[] {
    return openedDraws(clock.now(), intervalMinutesOf(game.prizeMode), size).map((draw) => ({
      gameCode: game.gameCode,
      issueNo: draw.issueNo,
      drawTime: draw.drawTime.toISOString(),
      numbers: headlineNumbers(game.gameCode, draw.issueNo),
    }));
  }

  return {
    recentDraws,

    async vnMenus(prizeMode, language) {
      const now = clock.now();
      const found = await lotteryGames(db, { vendorCode: VN_LOTTERY_VENDOR, prizeMode });
      const byMenu = new Map<string, GameRow[]>();
      for (const game of found) {
        const menu = game.prizeMode ?? 'LOTT';
        byMenu.set(menu, [...(byMenu.get(menu) ?? []), game]);
      }
      return [...byMenu].map(([menuCode, list]) => ({
        menuCode,
        menuName: VN_MENUS[menuCode] ?? menuCode,
        games: list.map((game) => {
          const intervalMinutes = intervalMinutesOf(game.prizeMode);
          const next = nextDraw(now, intervalMinutes);
          return {
            nodeId: game.id,
            gameCode: game.gameCode,
            gameName: nameIn(game, language),
            prizeMode: game.prizeMode,
            intervalMinutes,
            currentIssueNo: next.issueNo,
            nextDrawTime: next.drawTime.toISOString(),
          };
        }),
      }));
    },

    async vnRecent(gameCode, size) {
      const game = await vnGame(gameCode);
      return { gameCode: game.gameCode, list: recentDraws(game, size) };
    },

    async vnOpened(gameCode, issueNo) {
      const game = await vnGame(gameCode);
      const interval = intervalMinutesOf(game.prizeMode);
      const draw = issueNo ? drawOfIssue(issueNo, interval) : openedDraws(clock.now(), interval, 1)[0];
      // An issue that does not exist or has not been drawn yet has no numbers to show.
      if (!draw || draw.drawTime > clock.now()) {
        throw new DomainError(ErrorCode.notFound, 'This issue has not been drawn', { field: 'issueNo' });
      }
      return {
        gameCode: game.gameCode,
        issueNo: draw.issueNo,
        drawTime: draw.drawTime.toISOString(),
        numbers: headlineNumbers(game.gameCode, draw.issueNo),
        prizes: vnPrizeTable(game.gameCode, draw.issueNo),
      };
    },

    async openedNumbers(filter, language) {
      const now = clock.now();
      const found = await lotteryGames(db, filter);
      if (filter.gameCode && found.length === 0) {
        throw new DomainError(ErrorCode.notFound, 'Unknown lottery game', { field: 'gameCode' });
      }
      return {
        list: found.map((game) => {
          const interval = intervalMinutesOf(game.prizeMode);
          const [latest] = openedDraws(now, interval, 1);
          return {
            gameCode: game.gameCode,
            gameName: nameIn(game, language),
            issueNo: latest!.issueNo,
            drawTime: latest!.drawTime.toISOString(),
            numbers: headlineNumbers(game.gameCode, latest!.issueNo),
            nextDrawTime: nextDraw(now, interval).drawTime.toISOString(),
          };
        }),
      };
    },
  };
}
