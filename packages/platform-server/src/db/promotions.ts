import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './database';
import {
  type MerchantRow,
  merchants,
  type PromotionRow,
  type PromotionTextRow,
  promotionBanners,
  promotions,
  promotionTexts,
} from './schema/index';

export type NewPromotion = Omit<typeof promotions.$inferInsert, 'id'>;
export type NewPromotionText = Omit<PromotionTextRow, 'promotionId'>;

/** The merchant's promotions in display order (sortOrder, then id). */
export function promotionsOf(db: Db, merchantId: number): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.merchantId, merchantId))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
}

export async function promotionById(db: Db, id: number): Promise<PromotionRow | undefined> {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
  return row;
}

export async function promotionByCode(db: Db, merchantId: number, code: string) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.merchantId, merchantId), eq(promotions.code, code)))
    .limit(1);
  return row;
}

/** Every language's words of the promotions named. */
export function textsOf(db: Db, promotionIds: number[]): Promise<PromotionTextRow[]> {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db.select().from(promotionTexts).where(inArray(promotionTexts.promotionId, promotionIds));
}

/** Ids of the promotions that carry an uploaded banner. */
export async function uploadedBannerIds(db: Db, promotionIds: number[]): Promise<Set<number>> {
  if (promotionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: promotionBanners.promotionId })
    .from(promotionBanners)
    .where(inArray(promotionBanners.promotionId, promotionIds));
  return new Set(rows.map((row) => row.id));
}

export async function bannerOf(db: Db, promotionId: number) {
  const [row] = await db
    .select()
    .from(promotionBanners)
    .where(eq(promotionBanners.promotionId, promotionId))
    .limit(1);
  return row;
}

/** Inserts a promotion with its words; undefined when the merchant already has the code. */
export async function insertPromotion(
  db: Db,
  promotion: NewPromotion,
  texts: NewPromotionText[],
  banner?: { mediaType: string; base64: string },
): Promise<PromotionRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(promotions).values(promotion).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx.insert(promotionTexts).values(texts.map((text) => ({ ...text, promotionId: row.id })));
    if (banner) await tx.insert(promotionBanners).values({ promotionId: row.id, ...banner });
    return row;
  });
}

/**
 * Changes a promotion's fields; `texts` replaces every language's words; `banner` null removes the
 * upload. Undefined when there is no such promotion, 'duplicate' when the new code is taken.
 */
export async function updatePromotion(
  db: Db,
  id: number,
  patch: Partial<NewPromotion>,
  texts: NewPromotionText[] | undefined,
  banner: { mediaType: string; base64: string } | null | undefined,
): Promise<PromotionRow | undefined | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!current) return undefined;
    if (patch.code !== undefined && patch.code !== current.code) {
      const taken = await promotionByCode(tx, current.merchantId, patch.code);
      if (taken) return 'duplicate';
    }
    const [row] = await tx.update(promotions).set(patch).where(eq(promotions.id, id)).returning();
    if (texts) {
      await tx.delete(promotionTexts).where(eq(promotionTexts.promotionId, id));
      await tx.insert(promotionTexts).values(texts.map((text) => ({ ...text, promotionId: id })));
    }
    if (banner === null) await tx.delete(promotionBanners).where(eq(promotionBanners.promotionId, id));
    if (banner) {
      await tx
        .insert(promotionBanners)
        .values({ promotionId: id, ...banner })
        .onConflictDoUpdate({ target: promotionBanners.promotionId, set: banner });
    }
    return row;
  });
}

/** The merchant a promotion or an application belongs to. */
export async function merchantById(db: Db, id: number): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, id)).limit(1);
  return row;
}
