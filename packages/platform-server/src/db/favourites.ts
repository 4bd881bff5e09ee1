import { and, desc, eq } from 'drizzle-orm';
import type { Db } from './database';
import { favourites } from './schema/index';

/** A member's favourite node ids, newest first. */
export async function favouriteIds(db: Db, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ gameId: favourites.gameId })
    .from(favourites)
    .where(eq(favourites.memberId, memberId))
    .orderBy(desc(favourites.createdAt), desc(favourites.gameId));
  return rows.map((row) => row.gameId);
}

/** Adds a heart; a second add of the same game keeps the first row (R4.63). */
export async function addFavourite(db: Db, memberId: number, gameId: number, at: Date): Promise<void> {
  await db.insert(favourites).values({ memberId, gameId, createdAt: at }).onConflictDoNothing();
}

export async function removeFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.memberId, memberId), eq(favourites.gameId, gameId)));
}
