import { and, count, eq, gt, inArray, lt, max, min, sql } from 'drizzle-orm';
import type { Db } from './database';
import { rateEvents } from './schema/index';

/**
 * Holds one named subject (a bucket and its subject, a member's reset mail ...) until the
 * transaction ends, so a count and the insert that follows it are one step for every instance.
 * Callers that take two locks take them in one fixed order, so two requests never wait in a circle.
 */
export async function lockSubject(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export interface RateEventStats {
  total: number;
  oldest: Date | null;
  newest: Date | null;
}

export async function rateEventsSince(
  db: Db,
  bucket: string,
  subject: string,
  since: Date,
): Promise<RateEventStats> {
  const [row] = await db
    .select({ total: count(), oldest: min(rateEvents.createdAt), newest: max(rateEvents.createdAt) })
    .from(rateEvents)
    .where(
      and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject), gt(rateEvents.createdAt, since)),
    );
  return { total: row?.total ?? 0, oldest: row?.oldest ?? null, newest: row?.newest ?? null };
}

/** Answers the new row's id. */
export async function insertRateEvent(db: Db, bucket: string, subject: string, at: Date): Promise<number> {
  const [row] = await db
    .insert(rateEvents)
    .values({ bucket, subject, createdAt: at })
    .returning({ id: rateEvents.id });
  return row!.id;
}

export async function deleteRateEvents(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
}

/** Forgets a subject's rows in a bucket (a lock that ran out, a password proved right). */
export async function clearRateEvents(db: Db, bucket: string, subject: string): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), eq(rateEvents.subject, subject)));
}

/** Rows older than their bucket's window only take space. */
export async function pruneRateEvents(db: Db, bucket: string, before: Date): Promise<void> {
  await db.delete(rateEvents).where(and(eq(rateEvents.bucket, bucket), lt(rateEvents.createdAt, before)));
}
