import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from './database';
import { type PromotionClaimRow, promotionClaims, promotionJoins } from './schema/index';

export type NewPromotionClaim = Omit<typeof promotionClaims.$inferInsert, 'id'>;

/** When the member joined each of these promotions. */
export async function joinsOf(db: Db, memberId: number, promotionIds: number[]): Promise<Map<number, Date>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(promotionJoins)
    .where(and(eq(promotionJoins.memberId, memberId), inArray(promotionJoins.promotionId, promotionIds)));
  return new Map(rows.map((row) => [row.promotionId, row.joinedAt]));
}

/** Joins once: a second join keeps the first time. */
export async function joinOnce(db: Db, promotionId: number, memberId: number, at: Date): Promise<void> {
  await db.insert(promotionJoins).values({ promotionId, memberId, joinedAt: at }).onConflictDoNothing();
}

/** The member's claims of these promotions, newest first. */
export function claimsOf(db: Db, memberId: number, promotionIds: number[]): Promise<PromotionClaimRow[]> {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.memberId, memberId), inArray(promotionClaims.promotionId, promotionIds)))
    .orderBy(desc(promotionClaims.claimedAt), desc(promotionClaims.id));
}

export async function claimByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.memberId, memberId), eq(promotionClaims.requestId, requestId)))
    .limit(1);
  return row;
}

/**
 * The row that makes a bonus once per (promotion, member, period): undefined when that period was
 * already paid (or the requestId already used), so the caller moves no money.
 */
export async function insertClaimOnce(
  tx: Db,
  claim: NewPromotionClaim,
): Promise<PromotionClaimRow | undefined> {
  const [row] = await tx.insert(promotionClaims).values(claim).onConflictDoNothing().returning();
  return row;
}
