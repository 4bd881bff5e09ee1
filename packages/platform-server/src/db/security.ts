import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { members } from './schema/index';

export async function setMemberEmail(db: Db, memberId: number, email: string): Promise<void> {
  await db.update(members).set({ email }).where(eq(members.id, memberId));
}
