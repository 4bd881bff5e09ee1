import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './database';
import { affiliateCodes, type MemberRow, members, registrationDetails } from './schema/index';

export type NewRegistrationDetails = Omit<typeof registrationDetails.$inferInsert, 'memberId'>;

/** The agent (of one of `agentTypes`) an affiliate code of this merchant belongs to. */
export async function agentOfAffiliateCode(
  db: Db,
  merchantId: number,
  code: string,
  agentTypes: readonly number[],
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({ member: members })
    .from(affiliateCodes)
    .innerJoin(members, eq(members.id, affiliateCodes.agentId))
    .where(
      and(
        eq(affiliateCodes.merchantId, merchantId),
        sql`lower(${affiliateCodes.code}) = ${code.toLowerCase()}`,
        eq(members.merchantId, merchantId),
        inArray(members.type, [...agentTypes]),
      ),
    )
    .limit(1);
  return row?.member;
}

export async function insertAffiliateCode(
  db: Db,
  code: { merchantId: number; code: string; agentId: number; createdAt: Date },
): Promise<void> {
  await db.insert(affiliateCodes).values(code);
}

/** Whether any member of the merchant already uses this mobile number. */
export async function isMobileTaken(db: Db, merchantId: number, mobileNum: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.mobileNum, mobileNum)))
    .limit(1);
  return row !== undefined;
}

/**
 * The member and what they registered with, together or not at all. Undefined when the username
 * or the customer id is taken (the caller tells the two apart).
 */
export async function insertRegisteredMember(
  db: Db,
  member: typeof members.$inferInsert,
  details: NewRegistrationDetails,
  /** Runs inside the same transaction after the inserts; throwing undoes them (a spent SMS code). */
  alsoInside: (tx: Db, member: MemberRow) => Promise<void>,
): Promise<MemberRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(members).values(member).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx.insert(registrationDetails).values({ ...details, memberId: row.id });
    await alsoInside(tx, row);
    return row;
  });
}

export async function registrationDetailsOf(db: Db, memberId: number) {
  const [row] = await db
    .select()
    .from(registrationDetails)
    .where(eq(registrationDetails.memberId, memberId))
    .limit(1);
  return row;
}
