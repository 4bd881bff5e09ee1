import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './database';
import {
  type LoginProofRow,
  loginProofs,
  loginSettings,
  type NewIpProof,
  registrationDetails,
  sessions,
} from './schema/index';

export async function newIpProofOf(db: Db, merchantId: number): Promise<NewIpProof> {
  const [row] = await db
    .select({ newIpProof: loginSettings.newIpProof })
    .from(loginSettings)
    .where(eq(loginSettings.merchantId, merchantId))
    .limit(1);
  return row?.newIpProof ?? 'off';
}

/**
 * The IPs an account has used: every session it opened and the IP it registered from. An account
 * with none yet (seeded, or made by an agent) has no history to compare with.
 */
export async function knownIpsOf(db: Db, memberId: number): Promise<Set<string>> {
  const [opened, registered] = await Promise.all([
    db.selectDistinct({ ip: sessions.ip }).from(sessions).where(eq(sessions.memberId, memberId)),
    db
      .select({ ip: registrationDetails.ip })
      .from(registrationDetails)
      .where(eq(registrationDetails.memberId, memberId)),
  ]);
  return new Set([...opened, ...registered].map((row) => row.ip));
}

export async function insertLoginProof(db: Db, proof: typeof loginProofs.$inferInsert): Promise<void> {
  await db.insert(loginProofs).values(proof);
}

export async function findLoginProof(db: Db, ticketHash: string): Promise<LoginProofRow | undefined> {
  const [row] = await db.select().from(loginProofs).where(eq(loginProofs.ticketHash, ticketHash)).limit(1);
  return row;
}

export async function recordProofAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(loginProofs)
    .set({ attempts: sql`${loginProofs.attempts} + 1` })
    .where(eq(loginProofs.id, id));
}

/** Spends a ticket; false when another request spent it first. */
export async function spendLoginProof(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(loginProofs)
    .set({ usedAt: at })
    .where(and(eq(loginProofs.id, id), isNull(loginProofs.usedAt)))
    .returning({ id: loginProofs.id });
  return rows.length === 1;
}
