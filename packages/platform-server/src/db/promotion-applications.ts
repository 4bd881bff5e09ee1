import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from './database';
import {
  members,
  type PromotionApplicationRow,
  promotionApplicationImages,
  promotionApplications,
  promotionTexts,
} from './schema/index';

export type NewApplication = Omit<typeof promotionApplications.$inferInsert, 'id' | 'status'>;
type Status = PromotionApplicationRow['status'];

export async function applicationByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(promotionApplications)
    .where(and(eq(promotionApplications.memberId, memberId), eq(promotionApplications.requestId, requestId)))
    .limit(1);
  return row;
}

/** Inserts an application with its images; undefined when one already waits (or the requestId is used). */
export async function insertApplication(
  db: Db,
  application: NewApplication,
  images: { name: string; mediaType: string; base64: string }[],
): Promise<PromotionApplicationRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(promotionApplications)
      .values(application)
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    await tx
      .insert(promotionApplicationImages)
      .values(images.map((image) => ({ ...image, applicationId: row.id })));
    return row;
  });
}

/** The member's latest application for each of these promotions. */
export async function latestApplicationsOf(
  db: Db,
  memberId: number,
  promotionIds: number[],
): Promise<Map<number, PromotionApplicationRow>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(promotionApplications)
    .where(
      and(
        eq(promotionApplications.memberId, memberId),
        inArray(promotionApplications.promotionId, promotionIds),
      ),
    )
    .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id));
  const latest = new Map<number, PromotionApplicationRow>();
  for (const row of rows) if (!latest.has(row.promotionId)) latest.set(row.promotionId, row);
  return latest;
}

/** How many images each application carries. */
export async function imageCounts(db: Db, applicationIds: number[]): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: promotionApplicationImages.applicationId, n: count() })
    .from(promotionApplicationImages)
    .where(inArray(promotionApplicationImages.applicationId, applicationIds))
    .groupBy(promotionApplicationImages.applicationId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** The member's applications, newest first, with the total count. */
export async function applicationsOfMember(
  db: Db,
  memberId: number,
  status: Status | undefined,
  paging: { offset: number; limit: number },
) {
  const where = and(
    eq(promotionApplications.memberId, memberId),
    status ? eq(promotionApplications.status, status) : undefined,
  );
  const rows = await db
    .select()
    .from(promotionApplications)
    .where(where)
    .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
    .offset(paging.offset)
    .limit(paging.limit);
  const [total] = await db.select({ n: count() }).from(promotionApplications).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The merchant's applications with the applicant's account, newest first (at most 500). */
export function applicationsOfMerchant(db: Db, merchantId: number, status: Status | undefined) {
  return db
    .select({ application: promotionApplications, account: members.username })
    .from(promotionApplications)
    .innerJoin(members, eq(members.id, promotionApplications.memberId))
    .where(
      and(
        eq(promotionApplications.merchantId, merchantId),
        status ? eq(promotionApplications.status, status) : undefined,
      ),
    )
    .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
    .limit(500);
}

export async function lockApplication(tx: Db, id: number): Promise<PromotionApplicationRow | undefined> {
  const [row] = await tx
    .select()
    .from(promotionApplications)
    .where(eq(promotionApplications.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function applicationById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(promotionApplications)
    .where(eq(promotionApplications.id, id))
    .limit(1);
  return row;
}

export async function decideApplication(
  tx: Db,
  id: number,
  decision: { status: Status; rejectReason: string | null; amount: number | null; reviewedAt: Date },
): Promise<PromotionApplicationRow> {
  const [row] = await tx
    .update(promotionApplications)
    .set(decision)
    .where(eq(promotionApplications.id, id))
    .returning();
  return row!;
}

export function imagesOf(db: Db, applicationId: number) {
  return db
    .select()
    .from(promotionApplicationImages)
    .where(eq(promotionApplicationImages.applicationId, applicationId))
    .orderBy(promotionApplicationImages.id);
}

/** The EN (or first) title of each promotion, for application lists. */
export async function titlesOf(
  db: Db,
  promotionIds: number[],
  language: string,
): Promise<Map<number, string>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(promotionTexts)
    .where(inArray(promotionTexts.promotionId, promotionIds));
  const titles = new Map<number, string>();
  for (const want of [language, 'EN'])
    for (const row of rows)
      if (row.language === want && !titles.has(row.promotionId)) titles.set(row.promotionId, row.title);
  for (const row of rows) if (!titles.has(row.promotionId)) titles.set(row.promotionId, row.title);
  return titles;
}
