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

/** A rebated member day whose valid bet grew after the rebate was paid: bets of that day settled later. */
export interface GrownBetDay {
  member: MemberRow;
  day: string;
  /** The day's valid bet now. */
  validBet: number;
  /** What the rebate row was paid on so far, at which rate, and how much. */
  paidValidBet: number;
  rateBp: number;
  paidAmount: number;
}

/**
 * The merchant's rebated member days from `fromDay` to `toDay` whose valid bet is now above what
 * their rebate was paid on (a bet placed that day and settled after the pass), oldest first.
 */
export async function grownBetDays(
  db: Db,
  merchantId: number,
  fromDay: string,
  toDay: string,
): Promise<GrownBetDay[]> {
  return db
    .select({
      member: members,
      day: memberBetDays.day,
      validBet: memberBetDays.validBet,
      paidValidBet: vipRebates.validBet,
      rateBp: vipRebates.rateBp,
      paidAmount: vipRebates.amount,
    })
    .from(memberBetDays)
    .innerJoin(
      vipRebates,
      and(eq(vipRebates.memberId, memberBetDays.memberId), eq(vipRebates.day, memberBetDays.day)),
    )
    .innerJoin(members, eq(members.id, memberBetDays.memberId))
    .where(
      and(
        eq(members.merchantId, merchantId),
        between(memberBetDays.day, fromDay, toDay),
        gt(memberBetDays.validBet, vipRebates.validBet),
      ),
    )
    .orderBy(asc(memberBetDays.day), asc(memberBetDays.memberId));
}

/**
 * Raises a day's rebate row to what it is now paid on, if it still stands at `fromValidBet` (run
 * under the member's account lock): the row, else undefined and nothing may be paid.
 */
export async function raiseRebate(
  tx: Db,
  key: { memberId: number; day: string; fromValidBet: number },
  to: { validBet: number; amount: number },
): Promise<VipRebateRow | undefined> {
  const [raised] = await tx
    .update(vipRebates)
    .set(to)
    .where(
      and(
        eq(vipRebates.memberId, key.memberId),
        eq(vipRebates.day, key.day),
        eq(vipRebates.validBet, key.fromValidBet),
      ),
    )
    .returning();
  return raised;
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
