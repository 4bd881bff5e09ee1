import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './database';
import { type MemberRow, members, type SessionRow, sessions } from './schema/index';

export async function insertSession(
  db: Db,
  session: { tokenHash: string; memberId: number; ip: string; createdAt: Date; expiresAt: Date },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(session).returning();
  return row!;
}

/** The live session for a token hash with its member: not revoked and not expired at `now`. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
