import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { type MemberRow, members } from './schema/index';

/** The member of a merchant who registered this mobile number (registration keeps numbers unique). */
export async function findMemberByMobile(
  db: Db,
  merchantId: number,
  mobileNum: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.mobileNum, mobileNum)))
    .limit(1);
  return row;
}
