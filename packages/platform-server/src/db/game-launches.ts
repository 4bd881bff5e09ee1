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

const liveLaunchQuery = (db: Db) =>
  db
    .select({ launch: gameLaunches, member: members, merchant: merchants, game: games })
    .from(gameLaunches)
    .innerJoin(members, eq(members.id, gameLaunches.memberId))
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .where(
      and(
        eq(gameLaunches.tokenHash, sql.placeholder('tokenHash')),
        gt(gameLaunches.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('lobbykit_find_live_launch');

const liveLaunchQueries = new WeakMap<Db, ReturnType<typeof liveLaunchQuery>>();

/**
 * The launch behind a token hash while it has not expired at `now`. Built once per database as a
 * prepared statement: the seamless wallet's first call on each launch token asks it, and building
 * this four-table select again each time cost more than running it.
 */
export async function findLiveLaunch(db: Db, tokenHash: string, now: Date): Promise<LiveLaunch | undefined> {
  let query = liveLaunchQueries.get(db);
  if (!query) {
    query = liveLaunchQuery(db);
    liveLaunchQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash, now: now.toISOString() });
  return row;
}
