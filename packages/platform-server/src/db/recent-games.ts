import { and, count, desc, eq } from 'drizzle-orm';
import type { CatalogueGame } from './catalogue';
import type { Db } from './database';
import { type GameRow, games, recentGames, vendors } from './schema/index';

/** Puts the game at the top of the member's recent list (one row per game). */
export async function touchRecentGame(db: Db, memberId: number, gameId: number, at: Date): Promise<void> {
  await db
    .insert(recentGames)
    .values({ memberId, gameId, lastPlayedAt: at })
    .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { lastPlayedAt: at } });
}

/** One page of the member's recent games, most recent first, and how many there are in all. */
export async function recentGamesPage(
  db: Db,
  memberId: number,
  page: { offset: number; limit: number; gameType?: string | undefined },
): Promise<{ games: CatalogueGame[]; total: number }> {
  const where = and(
    eq(recentGames.memberId, memberId),
    page.gameType ? eq(games.gameType, page.gameType as GameRow['gameType']) : undefined,
  );
  const rows = await db
    .select({ game: games, vendorName: vendors.name })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .innerJoin(vendors, and(eq(vendors.category, games.gameType), eq(vendors.code, games.vendorCode)))
    .where(where)
    .orderBy(desc(recentGames.lastPlayedAt), desc(recentGames.gameId))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(recentGames)
    .innerJoin(games, eq(games.id, recentGames.gameId))
    .where(where);
  return { games: rows.map(({ game, vendorName }) => ({ ...game, vendorName })), total: total?.n ?? 0 };
}
