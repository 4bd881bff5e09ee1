import { eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type PaymentPasswordRow, paymentPasswords, registrationDetails } from './schema/index';

/**
 * Holds a member's payment password checks until the transaction ends, so the lock decision and the
 * failure it counts are one step for parallel requests (several server processes included).
 */
export async function lockPaymentPassword(tx: Db, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-password:${memberId}`}))`);
}

/** The member's payment password row, if any, and the hash registration stored. */
export async function paymentPasswordOf(
  db: Db,
  memberId: number,
): Promise<{ row: PaymentPasswordRow | undefined; registeredHash: string | null }> {
  const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  const [details] = await db
    .select({ hash: registrationDetails.paymentPasswordHash })
    .from(registrationDetails)
    .where(eq(registrationDetails.memberId, memberId));
  return { row, registeredHash: details?.hash ?? null };
}

/**
 * Counts one answer as wrong (under `lockPaymentPassword`, before it is checked) and locks when
 * the count reaches `max`; answers the count after this one.
 */
export async function countPaymentFailure(
  db: Db,
  memberId: number,
  now: Date,
  max: number,
  lockUntil: Date,
): Promise<number> {
  const [row] = await db
    .insert(paymentPasswords)
    .values({ memberId, failures: 1, updatedAt: now, lockedUntil: max <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: paymentPasswords.memberId,
      set: {
        failures: sql`${paymentPasswords.failures} + 1`,
        lockedUntil: sql`case when ${paymentPasswords.failures} + 1 >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${paymentPasswords.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ failures: paymentPasswords.failures });
  return row!.failures;
}

/** A right answer forgives earlier wrong ones; an expired lock starts the count again. */
export async function clearPaymentFailures(db: Db, memberId: number, now: Date): Promise<void> {
  await db
    .update(paymentPasswords)
    .set({ failures: 0, lockedUntil: null, updatedAt: now })
    .where(eq(paymentPasswords.memberId, memberId));
}

export async function storePaymentPassword(db: Db, memberId: number, hash: string, now: Date): Promise<void> {
  await db
    .insert(paymentPasswords)
    .values({ memberId, hash, failures: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: paymentPasswords.memberId,
      set: { hash, failures: 0, lockedUntil: null, updatedAt: now },
    });
}
