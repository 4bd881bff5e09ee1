import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type SmsCodeRow, smsCodeGuards, smsCodes } from './schema/index';

export type NewSmsCode = Omit<typeof smsCodes.$inferInsert, 'id' | 'usedAt'>;
type Purpose = SmsCodeRow['purpose'];

/**
 * Holds a number's send slot until the transaction ends, so two requests at once cannot both see
 * "no code within the countdown" and both send one.
 */
export async function lockSmsNumber(
  tx: Db,
  merchantId: number,
  purpose: string,
  mobile: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${merchantId}:${purpose}:${mobile}`}))`);
}

export async function insertSmsCode(db: Db, code: NewSmsCode): Promise<void> {
  await db.insert(smsCodes).values(code);
}

/** The newest code sent to a number for a purpose, spent or not. */
export async function latestSmsCode(
  db: Db,
  merchantId: number,
  purpose: Purpose,
  mobile: string,
): Promise<SmsCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(eq(smsCodes.merchantId, merchantId), eq(smsCodes.purpose, purpose), eq(smsCodes.mobile, mobile)),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

/** Marks a code used unless another request spent it first; answers whether this call did. */
export async function spendSmsCode(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: at })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, at)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}

export async function smsLockedUntil(db: Db, merchantId: number, mobile: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: smsCodeGuards.lockedUntil })
    .from(smsCodeGuards)
    .where(and(eq(smsCodeGuards.merchantId, merchantId), eq(smsCodeGuards.mobile, mobile)))
    .limit(1);
  return row?.lockedUntil ?? undefined;
}

/**
 * Counts one wrong code; the `limit`-th locks the number until `lockUntil` and starts the count
 * again. One upsert, so two wrong codes at once both count. Answers whether this one locked it.
 */
export async function recordSmsFailure(
  db: Db,
  merchantId: number,
  mobile: string,
  limit: number,
  lockUntil: Date,
): Promise<boolean> {
  const [row] = await db
    .insert(smsCodeGuards)
    .values({ merchantId, mobile, failures: 1 })
    .onConflictDoUpdate({
      target: [smsCodeGuards.merchantId, smsCodeGuards.mobile],
      set: { failures: sql`${smsCodeGuards.failures} + 1` },
    })
    .returning({ failures: smsCodeGuards.failures });
  if ((row?.failures ?? 0) < limit) return false;
  await db
    .update(smsCodeGuards)
    .set({ failures: 0, lockedUntil: lockUntil })
    .where(and(eq(smsCodeGuards.merchantId, merchantId), eq(smsCodeGuards.mobile, mobile)));
  return true;
}

/** A right code forgives the wrong ones before it. */
export async function clearSmsFailures(db: Db, merchantId: number, mobile: string): Promise<void> {
  await db
    .update(smsCodeGuards)
    .set({ failures: 0 })
    .where(and(eq(smsCodeGuards.merchantId, merchantId), eq(smsCodeGuards.mobile, mobile)));
}
