import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type GameRow, games } from './schema/index';

/** The catalogue's lotteries (games with a prize mode), optionally of one vendor, prize mode or code. */
export async function lotteryGames(
  db: Db,
  filter: { vendorCode?: string; prizeMode?: string | undefined; gameCode?: string | undefined } = {},
): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(
      and(
        isNotNull(games.prizeMode),
        eq(games.isGame, 'GAME'),
        filter.vendorCode ? eq(games.vendorCode, filter.vendorCode) : undefined,
        filter.prizeMode
          ? eq(games.prizeMode, filter.prizeMode as NonNullable<GameRow['prizeMode']>)
          : undefined,
        filter.gameCode ? sql`lower(${games.gameCode}) = ${filter.gameCode.toLowerCase()}` : undefined,
      ),
    )
    .orderBy(asc(games.sortOrder), asc(games.id));
}
