import { and, asc, between, eq, gt, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type MemberRow, memberBetDays, members, type VipRebateRow, vipRebates } from './schema/index';

/** A member's merchant day with valid bets and no rebate row yet. */
export interface UnpaidBetDay {
  member: MemberRow;
  day: string;
  validBet: number;
  /** The member's valid bet through the end of that day: the VIP level held then. */
  runningValidBet: number;
}

/**
 * The merchant's member days from `fromDay` to `toDay` (inclusive) with a valid bet and no rebate
 * yet, oldest first. Trial accounts (type 4) earn no rebate.
 */
export async function unpaidBetDays(
  db: Db,
  merchantId: number,
  fromDay: string,
  toDay: string,
): Promise<UnpaidBetDay[]> {
  return db
    .select({
      member: members,
      day: memberBetDays.day,
      validBet: memberBetDays.validBet,
      runningValidBet: memberBetDays.runningValidBet,
    })
    .from(memberBetDays)
    .innerJoin(members, eq(members.id, memberBetDays.memberId))
    .where(
      and(
        eq(members.merchantId, merchantId),
        sql`${members.type} <> 4`,
        between(memberBetDays.day, fromDay, toDay),
        gt(memberBetDays.validBet, 0),
        sql`not exists (select 1 from ${vipRebates} where ${vipRebates.memberId} = ${memberBetDays.memberId} and ${vipRebates.day} = ${memberBetDays.day})`,
      ),
    )
    .orderBy(asc(memberBetDays.day), asc(memberBetDays.memberId));
}

/** The rebate row, unless (member, day) has one: undefined then, and nothing may be paid. */
export async function insertRebateOnce(
  tx: Db,
  row: typeof vipRebates.$inferInsert,
): Promise<VipRebateRow | undefined> {
  const [inserted] = await tx.insert(vipRebates).values(row).onConflictDoNothing().returning();
  return inserted;
}

export function rebatesOfMember(db: Db, memberId: number): Promise<VipRebateRow[]> {
  return db.select().from(vipRebates).where(eq(vipRebates.memberId, memberId)).orderBy(asc(vipRebates.day));
}
