import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './database';
import { members, type PasswordResetRow, passwordResets } from './schema/index';

/**
 * A password the member chose: stored, the clock of its expiry restarted, and the first-login,
 * default and temporary states over (they all mean "not chosen yet").
 */
export async function setChosenPassword(db: Db, memberId: number, passwordHash: string, at: Date) {
  await db
    .update(members)
    .set({ passwordHash, passwordChangedAt: at, firstLogin: false, passwordTemporary: false })
    .where(eq(members.id, memberId));
}

export async function insertPasswordReset(db: Db, reset: Omit<typeof passwordResets.$inferInsert, 'id'>) {
  await db.insert(passwordResets).values(reset);
}

/** The newest reset mailed to a member, used or not (for the resend wait). */
export async function latestPasswordReset(db: Db, memberId: number): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.memberId, memberId))
    .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
    .limit(1);
  return row;
}

/** Resets that may still be used, newest first; few by construction (one per resend wait). */
export function livePasswordResets(db: Db, memberId: number, now: Date): Promise<PasswordResetRow[]> {
  return db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.memberId, memberId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(5);
}

/**
 * Spends a reset and makes its password the member's, marked temporary so the login forces a
 * change. False when another request spent it first.
 */
export function redeemPasswordReset(db: Db, reset: PasswordResetRow, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: at })
      .where(
        and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)),
      )
      .returning({ id: passwordResets.id });
    if (spent.length === 0) return false;
    await tx
      .update(members)
      .set({ passwordHash: reset.passwordHash, passwordChangedAt: at, passwordTemporary: true })
      .where(eq(members.id, reset.memberId));
    return true;
  });
}
