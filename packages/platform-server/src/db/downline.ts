import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from './database';
import { members, registrationDetails } from './schema/index';

/** An agent's direct downline (members whose upline is the agent), newest first, one page. */
export async function directDownline(db: Db, agentId: number, page: { offset: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        account: members.username,
        nickname: members.nickname,
        createdAt: members.createdAt,
        affiliateCode: registrationDetails.affiliateCode,
      })
      .from(members)
      .leftJoin(registrationDetails, eq(registrationDetails.memberId, members.id))
      .where(eq(members.uplineId, agentId))
      .orderBy(desc(members.createdAt), desc(members.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ total: count() })
      .from(members)
      .where(and(eq(members.uplineId, agentId))),
  ]);
  return { rows, total: total?.total ?? 0 };
}
