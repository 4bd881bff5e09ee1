import type { ResponseOf } from '@lobbykit/api-client';
import type { recentGames } from '@lobbykit/api-client/contract';
import type { Db } from '../db/database';
import { recentGamesPage } from '../db/recent-games';
import type { MemberRow } from '../db/schema/index';
import { gameItemOf } from './game-item';
import { pageOf } from './merchant-days';

export type RecentGamesPage = ResponseOf<typeof recentGames>;

export interface RecentGameService {
  /** One page of the games the member launched last (R5.40), most recent first. */
  page(
    member: MemberRow,
    query: { page: number; pageSize: number; gameType?: string | undefined; language: string },
    baseUrl: string,
  ): Promise<RecentGamesPage>;
}

export function createRecentGameService(deps: { db: Db }): RecentGameService {
  const { db } = deps;
  return {
    async page(member, query, baseUrl) {
      const paging = { pageNo: query.page, pageSize: query.pageSize };
      const page = await recentGamesPage(db, member.id, { ...pageOf(paging), gameType: query.gameType });
      return {
        games: page.games.map((game) => gameItemOf(game, query.language, baseUrl)),
        pageNo: query.page,
        pageSize: query.pageSize,
        totalCount: page.total,
        totalPages: Math.ceil(page.total / query.pageSize),
      };
    },
  };
}
