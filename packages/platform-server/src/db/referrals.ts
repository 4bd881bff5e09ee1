import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type MemberRow, memberReferrals, members, referralCodes } from './schema/index';

/** The member's referral code, if they have one yet. */
export async function referralCodeOf(db: Db, memberId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.memberId, memberId))
    .limit(1);
  return row?.code;
}

/**
 * Gives the member `code` unless they have one already; false when another member of the merchant
 * holds that code (the caller draws again).
 */
export async function insertReferralCode(
  db: Db,
  row: { memberId: number; merchantId: number; code: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db.insert(referralCodes).values(row).onConflictDoNothing().returning();
  if (inserted.length > 0) return true;
  return (await referralCodeOf(db, row.memberId)) !== undefined;
}

/** The member of this merchant whose referral code this is, whatever its case; trial accounts have none. */
export async function referrerOfCode(
  db: Db,
  merchantId: number,
  code: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({ member: members })
    .from(referralCodes)
    .innerJoin(members, eq(members.id, referralCodes.memberId))
    .where(
      and(
        eq(referralCodes.merchantId, merchantId),
        sql`lower(${referralCodes.code}) = ${code.toLowerCase()}`,
        eq(members.merchantId, merchantId),
        sql`${members.type} <> 4`,
      ),
    )
    .limit(1);
  return row?.member;
}

/** Links a newly registered member to their referrer (inside the registration's transaction). */
export async function insertReferral(
  db: Db,
  row: { memberId: number; referrerId: number; code: string; createdAt: Date },
): Promise<void> {
  await db.insert(memberReferrals).values(row).onConflictDoNothing();
}

/** The members a referrer brought, newest first, and how many in all. */
export async function referralsOf(db: Db, referrerId: number, paging: { offset: number; limit: number }) {
  const rows = await db
    .select({ username: members.username, registeredAt: memberReferrals.createdAt })
    .from(memberReferrals)
    .innerJoin(members, eq(members.id, memberReferrals.memberId))
    .where(eq(memberReferrals.referrerId, referrerId))
    .orderBy(desc(memberReferrals.createdAt), desc(memberReferrals.memberId))
    .offset(paging.offset)
    .limit(paging.limit);
  const [total] = await db
    .select({ n: count() })
    .from(memberReferrals)
    .where(eq(memberReferrals.referrerId, referrerId));
  return { rows, total: total?.n ?? 0 };
}

/** Who referred a member, if anyone. */
export async function referrerIdOf(db: Db, memberId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ referrerId: memberReferrals.referrerId })
    .from(memberReferrals)
    .where(eq(memberReferrals.memberId, memberId))
    .limit(1);
  return row?.referrerId;
}
