import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from './database';
import { type ServerKeyRow, serverKeys } from './schema/index';

export async function newestServerKey(db: Db): Promise<ServerKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(serverKeys)
    .where(isNull(serverKeys.retiredAt))
    .orderBy(desc(serverKeys.createdAt), desc(serverKeys.kid))
    .limit(1);
  return row;
}

export async function findServerKey(db: Db, kid: string): Promise<ServerKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(serverKeys)
    .where(and(eq(serverKeys.kid, kid), isNull(serverKeys.retiredAt)))
    .limit(1);
  return row;
}

export async function insertServerKey(db: Db, key: typeof serverKeys.$inferInsert): Promise<void> {
  await db.insert(serverKeys).values(key).onConflictDoNothing();
}

export async function retireServerKey(db: Db, kid: string, at: Date): Promise<void> {
  await db.update(serverKeys).set({ retiredAt: at }).where(eq(serverKeys.kid, kid));
}
