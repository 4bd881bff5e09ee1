import { and, asc, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type RewardRow, rewards } from './schema/index';

export async function insertReward(db: Db, reward: Omit<typeof rewards.$inferInsert, 'id' | 'status'>) {
  const [row] = await db.insert(rewards).values(reward).returning();
  return row!;
}

/** Rewards waiting and not expired: the red counter on rewardCenter (R2.101). */
export async function countWaitingRewards(db: Db, memberId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rewards)
    .where(
      and(
        eq(rewards.memberId, memberId),
        eq(rewards.status, 'WAITING'),
        or(isNull(rewards.expiresAt), gt(rewards.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/** Waiting first (soonest to expire first), then claimed, newest first. */
export async function rewardsOfMember(db: Db, memberId: number, paging: { offset: number; limit: number }) {
  const rows = await db
    .select()
    .from(rewards)
    .where(eq(rewards.memberId, memberId))
    .orderBy(
      sql`case when ${rewards.status} = 'WAITING' then 0 else 1 end`,
      asc(sql`coalesce(${rewards.expiresAt}, 'infinity'::timestamptz)`),
      desc(rewards.createdAt),
      desc(rewards.id),
    )
    .offset(paging.offset)
    .limit(paging.limit);
  const [total] = await db.select({ n: count() }).from(rewards).where(eq(rewards.memberId, memberId));
  return { rows, total: total?.n ?? 0 };
}

export async function lockReward(tx: Db, memberId: number, id: number): Promise<RewardRow | undefined> {
  const [row] = await tx
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, id), eq(rewards.memberId, memberId)))
    .limit(1)
    .for('update');
  return row;
}

export async function markRewardClaimed(tx: Db, id: number, at: Date): Promise<RewardRow> {
  const [row] = await tx
    .update(rewards)
    .set({ status: 'CLAIMED', claimedAt: at })
    .where(eq(rewards.id, id))
    .returning();
  return row!;
}
