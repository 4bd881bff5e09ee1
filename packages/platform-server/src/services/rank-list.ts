import type { ResponseOf } from '@lobbykit/api-client';
import type { rankList } from '@lobbykit/api-client/contract';
import { biggestRecentWins } from '../db/bets';
import type { Db } from '../db/database';
import type { MerchantRow } from '../db/schema/index';
import { toDecimal } from './money';

export type RankListValue = ResponseOf<typeof rankList>;

/** Shows enough of a username to recognise yourself and too little to find anyone: `demo01` -> `de***01`. */
export function maskName(username: string): string {
  if (username.length <= 2) return `${username.slice(0, 1)}***`;
  if (username.length <= 4) return `${username.slice(0, 1)}***${username.slice(-1)}`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

export interface RankListService {
  /** The winners board (R7.47): the merchant's biggest recent wins from settled bets, masked. */
  winners(
    merchant: MerchantRow,
    query: { gameCategory: string; limitNum: number; language: string },
  ): Promise<RankListValue>;
}

export function createRankListService(deps: { db: Db }): RankListService {
  return { winners: (merchant, query) => winnersOf(deps.db, merchant, query) };
}

async function winnersOf(
  db: Db,
  merchant: MerchantRow,
  query: { gameCategory: string; limitNum: number; language: string },
): Promise<RankListValue> {
  const category = query.gameCategory === 'ALL' ? undefined : query.gameCategory;
  const wins = await biggestRecentWins(db, merchant.id, query.limitNum, category);
  return {
    list: wins.map((row) => ({
      vo: {
        customerName: maskName(row.username),
        winAmount: toDecimal(row.win),
        currency: row.currency,
        currencySymbol: merchant.currencySymbol,
        gameName: row.game.names[query.language] ?? row.game.name,
        nodeId: row.game.id,
        gameCode: row.game.gameCode,
        vassalage: row.game.vendorCode,
        gameType: row.game.gameType,
        winTime: row.settledAt.toISOString(),
      },
    })),
  };
}
