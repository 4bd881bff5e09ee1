import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './database';
import {
  type GameLaunchRow,
  type GameRow,
  gameLaunches,
  games,
  type MemberRow,
  type MerchantRow,
  members,
  merchants,
  type VendorRow,
  vendors,
} from './schema/index';

/** A game by node id or code, with its vendor row (for the merchant check). */
export async function findGameWithVendor(
  db: Db,
  by: { nodeId?: number | undefined; gameCode?: string | undefined },
): Promise<{ game: GameRow; vendor: VendorRow } | undefined> {
  const where =
    by.nodeId !== undefined
      ? eq(games.id, by.nodeId)
      : sql`lower(${games.gameCode}) = ${(by.gameCode ?? '').toLowerCase()}`;
  const [row] = await db
    .select({ game: games, vendor: vendors })
    .from(games)
    .innerJoin(vendors, and(eq(vendors.category, games.gameType), eq(vendors.code, games.vendorCode)))
    .where(where)
    .limit(1);
  return row;
}

export async function insertGameLaunch(
  db: Db,
  launch: Omit<typeof gameLaunches.$inferInsert, 'id'>,
): Promise<GameLaunchRow> {
  const [row] = await db.insert(gameLaunches).values(launch).returning();
  return row!;
}

export interface LiveLaunch {
  launch: GameLaunchRow;
  member: MemberRow;
  merchant: MerchantRow;
  game: GameRow;
}

/** The launch behind a token hash while it has not expired at `now`. */
export async function findLiveLaunch(db: Db, tokenHash: string, now: Date): Promise<LiveLaunch | undefined> {
  const [row] = await db
    .select({ launch: gameLaunches, member: members, merchant: merchants, game: games })
    .from(gameLaunches)
    .innerJoin(members, eq(members.id, gameLaunches.memberId))
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .where(and(eq(gameLaunches.tokenHash, tokenHash), gt(gameLaunches.expiresAt, now)))
    .limit(1);
  return row;
}
