import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { members, merchants, seedMarkers } from './schema/index';

/** A member added by a later seed: its merchant and upline are found by code and username. */
export interface LaterMemberSeed
  extends Omit<typeof members.$inferInsert, 'id' | 'merchantId' | 'uplineId' | 'currency'> {
  merchantCode: string;
  uplineUsername?: string;
}

/**
 * Members seeded after the first demo seed, under their own marker, so a database seeded earlier
 * gets them too. A member whose merchant is missing or whose username is taken (a fresh database
 * has them from the demo seed) is skipped. Answers whether it added anyone, so two racing starts
 * never both report seeding.
 */
export async function applyMembersOnce(db: Db, name: string, seeds: LaterMemberSeed[]): Promise<boolean> {
  const [done] = await db.select().from(seedMarkers).where(eq(seedMarkers.name, name)).limit(1);
  if (done) return false;
  const rows: (typeof members.$inferInsert)[] = [];
  for (const { merchantCode, uplineUsername, ...member } of seeds) {
    const [merchant] = await db.select().from(merchants).where(eq(merchants.code, merchantCode)).limit(1);
    if (!merchant) continue;
    const upline = uplineUsername
      ? (
          await db
            .select({ id: members.id })
            .from(members)
            .where(
              and(
                eq(members.merchantId, merchant.id),
                sql`lower(${members.username}) = ${uplineUsername.toLowerCase()}`,
              ),
            )
            .limit(1)
        )[0]
      : undefined;
    rows.push({
      ...member,
      merchantId: merchant.id,
      currency: merchant.currency,
      uplineId: upline?.id ?? null,
    });
  }
  return db.transaction(async (tx) => {
    const marked = await tx.insert(seedMarkers).values({ name }).onConflictDoNothing().returning();
    if (marked.length === 0) return false;
    let added = false;
    for (const row of rows) {
      const inserted = await tx
        .insert(members)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: members.id });
      added ||= inserted.length > 0;
    }
    return added;
  });
}
