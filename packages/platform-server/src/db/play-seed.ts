import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from './database';
import {
  bets,
  type GameRow,
  games,
  ledgerEntries,
  type MemberRow,
  members,
  seedMarkers,
  vendors,
  walletAccounts,
} from './schema/index';

/** Rows per INSERT, far below Postgres' 65,535 parameters. */
const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Inserts the marker; false when another start already did (then nothing else is written). */
export async function markSeed(tx: Db, name: string): Promise<boolean> {
  const marked = await tx.insert(seedMarkers).values({ name }).onConflictDoNothing().returning();
  return marked.length > 0;
}

/** Members of a merchant other than trial players, in id order. */
export const playingMembersOf = (tx: Db, merchantId: number): Promise<MemberRow[]> =>
  tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), ne(members.type, 4)))
    .orderBy(asc(members.id));

/** Games a merchant's players can launch: offered vendors, real games, not under maintenance. */
export async function launchableGames(tx: Db, merchantCode: string): Promise<GameRow[]> {
  const rows = await tx
    .select({ game: games })
    .from(games)
    .innerJoin(vendors, and(eq(vendors.category, games.gameType), eq(vendors.code, games.vendorCode)))
    .where(
      and(
        eq(games.isGame, 'GAME'),
        eq(games.enabled, true),
        sql`(${vendors.merchantCodes} is null or ${vendors.merchantCodes} @> ${JSON.stringify([merchantCode])}::jsonb)`,
      ),
    )
    .orderBy(asc(games.id));
  return rows.map((row) => row.game);
}

export async function insertMembers(tx: Db, rows: (typeof members.$inferInsert)[]): Promise<MemberRow[]> {
  return rows.length === 0 ? [] : tx.insert(members).values(rows).returning();
}

/** A wallet account with its whole ledger at once: the final balance must be the ledger's last balance. */
export async function insertAccountWithLedger(
  tx: Db,
  account: { memberId: number; currency: string; balance: number; updatedAt: Date },
  entries: Omit<typeof ledgerEntries.$inferInsert, 'accountId'>[],
): Promise<void> {
  const [row] = await tx.insert(walletAccounts).values(account).returning({ id: walletAccounts.id });
  await insertInBatches(
    entries.map((entry) => ({ ...entry, accountId: row!.id })),
    (batch) => tx.insert(ledgerEntries).values(batch),
  );
}

export async function insertBets(tx: Db, rows: (typeof bets.$inferInsert)[]): Promise<void> {
  await insertInBatches(rows, (batch) => tx.insert(bets).values(batch));
}
