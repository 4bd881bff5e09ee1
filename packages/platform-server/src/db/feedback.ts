import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from './database';
import { type FeedbackRow, feedback, feedbackImages, members } from './schema/index';

export type NewFeedback = Omit<typeof feedback.$inferInsert, 'id'>;
export interface StoredImage {
  name: string;
  mediaType: string;
  base64: string;
}

export async function feedbackByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.memberId, memberId), eq(feedback.requestId, requestId)))
    .limit(1);
  return row;
}

/** Inserts a feedback with its images in one transaction; undefined when the requestId is taken. */
export function insertFeedback(
  db: Db,
  row: NewFeedback,
  images: StoredImage[],
): Promise<FeedbackRow | undefined> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(feedback).values(row).onConflictDoNothing().returning();
    if (!created) return undefined;
    if (images.length > 0) {
      await tx.insert(feedbackImages).values(images.map((image) => ({ ...image, feedbackId: created.id })));
    }
    return created;
  });
}

export async function feedbackById(db: Db, id: number) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
  return row;
}

/** How many images each feedback carries (the list never reads the images' bytes). */
export async function imageCountsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: feedbackImages.feedbackId, n: count() })
    .from(feedbackImages)
    .where(inArray(feedbackImages.feedbackId, ids))
    .groupBy(feedbackImages.feedbackId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** The images of these feedback rows, in the order sent, grouped by feedback id. */
export async function imagesOfFeedback(db: Db, ids: number[]): Promise<Map<number, StoredImage[]>> {
  const byId = new Map<number, StoredImage[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select()
    .from(feedbackImages)
    .where(inArray(feedbackImages.feedbackId, ids))
    .orderBy(feedbackImages.id);
  for (const row of rows) {
    byId.set(row.feedbackId, [
      ...(byId.get(row.feedbackId) ?? []),
      { name: row.name, mediaType: row.mediaType, base64: row.base64 },
    ]);
  }
  return byId;
}

/** A merchant's feedback with the sender's account, newest first. */
export function feedbackOfMerchant(
  db: Db,
  merchantId: number,
  category: FeedbackRow['category'] | undefined,
  limit: number,
) {
  return db
    .select({ feedback, account: members.username })
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(and(eq(feedback.merchantId, merchantId), category ? eq(feedback.category, category) : undefined))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit);
}
