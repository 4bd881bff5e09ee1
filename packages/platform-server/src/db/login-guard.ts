import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from './database';
import { captchas, loginFailures } from './schema/index';

type Scope = 'account' | 'ip';

/**
 * Holds an account's and an IP's login step until the transaction ends, so concurrent attempts count
 * each other's failures (several server processes included). Always the account first, then the IP:
 * every attempt takes its two locks in that order, so two attempts never wait on each other in a circle.
 */
export async function lockLoginSubjects(
  tx: Db,
  merchantId: number,
  account: string,
  ip: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:account:${merchantId}:${account}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:ip:${merchantId}:${ip}`}))`);
}

/** Answers the new rows' ids. */
export async function insertLoginFailures(
  db: Db,
  merchantId: number,
  subjects: { scope: Scope; subject: string }[],
  at: Date,
): Promise<number[]> {
  const rows = await db
    .insert(loginFailures)
    .values(subjects.map((entry) => ({ merchantId, ...entry, createdAt: at })))
    .returning({ id: loginFailures.id });
  return rows.map((row) => row.id);
}

export async function deleteLoginFailures(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
}

export async function countLoginFailures(
  db: Db,
  merchantId: number,
  scope: Scope,
  subject: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.merchantId, merchantId),
        eq(loginFailures.scope, scope),
        eq(loginFailures.subject, subject),
        gt(loginFailures.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}

/** Deletes an account's or an IP's failures; answers how many there were. */
export async function clearLoginFailures(
  db: Db,
  merchantId: number,
  scope: Scope,
  subject: string,
): Promise<number> {
  const rows = await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.merchantId, merchantId),
        eq(loginFailures.scope, scope),
        eq(loginFailures.subject, subject),
      ),
    )
    .returning({ id: loginFailures.id });
  return rows.length;
}

/** Rows older than every window only take space. */
export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, before));
}

export async function insertCaptcha(
  db: Db,
  captcha: { id: string; answerHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(captchas).values(captcha);
}

/**
 * Marks a captcha used and answers its hash, in one statement so two concurrent checks cannot both
 * spend it. Unknown, expired or already used: undefined.
 */
export async function spendCaptcha(db: Db, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return row?.answerHash;
}

export async function pruneCaptchas(db: Db, before: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
}
