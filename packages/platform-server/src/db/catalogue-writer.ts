import { and, eq, max } from 'drizzle-orm';
import type { Db } from './database';
import { announcements, games, merchants, seedMarkers, vendors } from './schema/index';

/** Rows per INSERT: 1,000 games x 12 columns stays far below Postgres' 65,535 parameters. */
const BATCH = 1_000;

async function markOnce(db: Db, name: string): Promise<boolean> {
  const marked = await db.insert(seedMarkers).values({ name }).onConflictDoNothing().returning();
  return marked.length > 0;
}

/** Writes the vendors and games in one transaction under its seed marker; answers whether it wrote. */
export function applyCatalogueOnce(
  db: Db,
  name: string,
  seed: { vendors: (typeof vendors.$inferInsert)[]; games: (typeof games.$inferInsert)[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markOnce(tx, name))) return false;
    await tx.insert(vendors).values(seed.vendors);
    for (let start = 0; start < seed.games.length; start += BATCH) {
      await tx.insert(games).values(seed.games.slice(start, start + BATCH));
    }
    return true;
  });
}

/**
 * Adds a vendor and its games to a database whose catalogue was seeded before the vendor joined it,
 * under a marker of its own: the games take the next free ids and come last in catalogue order, so
 * no nodeId already handed out (favourites, recent games, bets) changes. A catalogue that already
 * has the vendor is only marked. Answers whether it added the vendor.
 */
export function addVendorOnce(
  db: Db,
  name: string,
  vendor: Omit<typeof vendors.$inferInsert, 'sortOrder'>,
  rows: Omit<typeof games.$inferInsert, 'id' | 'sortOrder'>[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markOnce(tx, name))) return false;
    const had = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.category, vendor.category), eq(vendors.code, vendor.code)))
      .limit(1);
    if (had.length > 0) return false;
    const [lastVendor] = await tx.select({ order: max(vendors.sortOrder) }).from(vendors);
    await tx.insert(vendors).values({ ...vendor, sortOrder: (lastVendor?.order ?? -1) + 1 });
    const [last] = await tx.select({ id: max(games.id), order: max(games.sortOrder) }).from(games);
    await tx.insert(games).values(
      rows.map((row, index) => ({
        ...row,
        id: (last?.id ?? 0) + 1 + index,
        sortOrder: (last?.order ?? 0) + 1 + index,
      })),
    );
    return true;
  });
}

export type AnnouncementInsert = Omit<typeof announcements.$inferInsert, 'merchantId'> & {
  merchantCode: string;
};

/** Writes the demo announcements under their seed marker; a merchant the database lacks is a seed bug. */
export function applyAnnouncementsOnce(db: Db, name: string, seed: AnnouncementInsert[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await markOnce(tx, name))) return false;
    const ids = new Map(
      (await tx.select({ id: merchants.id, code: merchants.code }).from(merchants)).map((row) => [
        row.code,
        row.id,
      ]),
    );
    const rows = seed.map(({ merchantCode, ...row }) => {
      const merchantId = ids.get(merchantCode);
      if (merchantId === undefined) throw new Error(`Seed announcement: unknown merchant ${merchantCode}`);
      return { ...row, merchantId };
    });
    if (rows.length > 0) await tx.insert(announcements).values(rows);
    return true;
  });
}
