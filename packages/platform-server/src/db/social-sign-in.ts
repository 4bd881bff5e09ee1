import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from './database';
import { insertRegisteredMember, type NewRegistrationDetails } from './registration';
import {
  type MemberRow,
  memberIdentities,
  members,
  type SocialSignInFlowRow,
  socialSignInFlows,
} from './schema/index';

export async function insertSocialFlow(db: Db, flow: typeof socialSignInFlows.$inferInsert): Promise<void> {
  await db.insert(socialSignInFlows).values(flow);
}

/**
 * Spends the live flow of this state: the first callback gets it, every later one (a replayed
 * code, a second tab) gets nothing. An expired flow is never handed out.
 */
export async function spendSocialFlow(
  db: Db,
  merchantId: number,
  stateHash: string,
  at: Date,
): Promise<SocialSignInFlowRow | undefined> {
  const [row] = await db
    .update(socialSignInFlows)
    .set({ usedAt: at })
    .where(
      and(
        eq(socialSignInFlows.stateHash, stateHash),
        eq(socialSignInFlows.merchantId, merchantId),
        isNull(socialSignInFlows.usedAt),
        gt(socialSignInFlows.expiresAt, at),
      ),
    )
    .returning();
  return row;
}

/** Flows that ended before `before`: nothing can complete them any more. */
export async function deleteEndedSocialFlows(db: Db, before: Date): Promise<void> {
  await db.delete(socialSignInFlows).where(lt(socialSignInFlows.expiresAt, before));
}

/** Whether the member has a provider's account linked (R4.16: Google verification needs one). */
export async function hasIdentity(db: Db, memberId: number, provider: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberIdentities.memberId })
    .from(memberIdentities)
    .where(and(eq(memberIdentities.memberId, memberId), eq(memberIdentities.provider, provider)))
    .limit(1);
  return row !== undefined;
}

/** The member a provider's account is linked to, at this merchant. */
export async function memberOfIdentity(
  db: Db,
  merchantId: number,
  provider: string,
  subject: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select({ member: members })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(
      and(
        eq(memberIdentities.merchantId, merchantId),
        eq(memberIdentities.provider, provider),
        eq(memberIdentities.subject, subject),
      ),
    )
    .limit(1);
  return row?.member;
}

/**
 * A new member registered by a provider's account, with the link, together or not at all.
 * Undefined when the username or customer id was taken, or when another callback linked the
 * same account first (the caller looks the link up again).
 */
export async function insertMemberWithIdentity(
  db: Db,
  member: typeof members.$inferInsert,
  details: NewRegistrationDetails,
  identity: { provider: string; subject: string; createdAt: Date },
): Promise<MemberRow | undefined> {
  return insertRegisteredMember(db, member, details, async (tx, row) => {
    const [linked] = await tx
      .insert(memberIdentities)
      .values({ ...identity, merchantId: row.merchantId, memberId: row.id })
      .onConflictDoNothing()
      .returning({ id: memberIdentities.id });
    // Rolls the new member back: the account is already someone's.
    if (!linked) throw new IdentityTaken();
  }).catch((error: unknown) => {
    if (error instanceof IdentityTaken) return undefined;
    throw error;
  });
}

class IdentityTaken extends Error {}
