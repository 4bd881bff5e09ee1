import { asc, eq } from 'drizzle-orm';
import type { Db } from './database';
import { type VipLevelRow, vipLevels } from './schema/index';

/** The merchant's VIP ladder, lowest level first. */
export function vipLevelsOf(db: Db, merchantId: number): Promise<VipLevelRow[]> {
  return db
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.merchantId, merchantId))
    .orderBy(asc(vipLevels.level));
}

export async function insertVipLevels(db: Db, rows: (typeof vipLevels.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(vipLevels).values(rows);
}
