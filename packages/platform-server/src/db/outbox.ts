import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from './database';
import { type OutboxRow, outbox } from './schema/index';

export type NewOutboxMessage = Omit<typeof outbox.$inferInsert, 'id'>;

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/** The latest messages first; an operator reads a handful, so the answer is capped. */
export function outboxMessages(
  db: Db,
  filter: { merchantId: number; to?: string | undefined; channel?: 'sms' | 'mail' | undefined },
  limit = 100,
): Promise<OutboxRow[]> {
  const conditions: SQL[] = [eq(outbox.merchantId, filter.merchantId)];
  if (filter.to !== undefined) conditions.push(eq(outbox.to, filter.to));
  if (filter.channel !== undefined) conditions.push(eq(outbox.channel, filter.channel));
  return db
    .select()
    .from(outbox)
    .where(and(...conditions))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
