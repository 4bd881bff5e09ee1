import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, max, sql, sum } from 'drizzle-orm';
import type { Db } from './database';
import {
  type MissionClaimRow,
  type MissionRow,
  memberBetDays,
  members,
  missionClaims,
  missions,
  type SignInRow,
  type SignInTaskRow,
  signIns,
  signInTasks,
} from './schema/index';

export type NewMission = Omit<typeof missions.$inferInsert, 'id'>;
export type NewMissionClaim = Omit<typeof missionClaims.$inferInsert, 'id'>;
export type NewSignInTask = Omit<typeof signInTasks.$inferInsert, 'id'>;
export type NewSignIn = Omit<typeof signIns.$inferInsert, 'id'>;

/** The merchant's enabled missions in their order. */
export function missionsOf(db: Db, merchantId: number): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(and(eq(missions.merchantId, merchantId), eq(missions.enabled, true)))
    .orderBy(asc(missions.sortOrder), asc(missions.id));
}

export async function missionById(db: Db, id: number): Promise<MissionRow | undefined> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id)).limit(1);
  return row;
}

export async function insertMission(db: Db, row: NewMission): Promise<MissionRow> {
  const [inserted] = await db.insert(missions).values(row).returning();
  return inserted!;
}

/** The member's claims of these missions, newest first. */
export function missionClaimsOf(db: Db, memberId: number, missionIds: number[]): Promise<MissionClaimRow[]> {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(missionClaims)
    .where(and(eq(missionClaims.memberId, memberId), inArray(missionClaims.missionId, missionIds)))
    .orderBy(desc(missionClaims.claimedAt), desc(missionClaims.id));
}

export async function missionClaimByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(missionClaims)
    .where(and(eq(missionClaims.memberId, memberId), eq(missionClaims.requestId, requestId)))
    .limit(1);
  return row;
}

/** The row that pays a mission once per (mission, member, period): undefined when it was already paid. */
export async function insertMissionClaimOnce(
  tx: Db,
  claim: NewMissionClaim,
): Promise<MissionClaimRow | undefined> {
  const [row] = await tx.insert(missionClaims).values(claim).onConflictDoNothing().returning();
  return row;
}

/** Valid bets (minor units) and the days with one, over merchant days [fromDay, toDay]. */
export async function betDaysBetween(
  db: Db,
  memberId: number,
  fromDay: string,
  toDay: string,
): Promise<{ validBet: number; days: number }> {
  const [row] = await db
    .select({
      validBet: sql<string>`coalesce(sum(${memberBetDays.validBet}), 0)`,
      days: sql<string>`count(*) filter (where ${memberBetDays.validBet} > 0)`,
    })
    .from(memberBetDays)
    .where(
      and(
        eq(memberBetDays.memberId, memberId),
        gte(memberBetDays.day, fromDay),
        lte(memberBetDays.day, toDay),
      ),
    );
  return { validBet: Number(row?.validBet ?? 0), days: Number(row?.days ?? 0) };
}

export interface PointsRow {
  memberId: number;
  username: string;
  points: number;
  missions: number;
  reachedAt: Date;
}

const pointsSum = sum(missionClaims.points).mapWith(Number);
const reached = max(missionClaims.claimedAt);

/**
 * Mission points claimed in [from, to) by the merchant's members, highest first; equal points list
 * the one who reached them first.
 */
export async function pointsLeaders(
  db: Db,
  merchantId: number,
  window: { from: Date; to: Date },
  limit: number,
): Promise<PointsRow[]> {
  const rows = await db
    .select({
      memberId: missionClaims.memberId,
      username: members.username,
      points: pointsSum,
      missions: count(missionClaims.id),
      reachedAt: reached,
    })
    .from(missionClaims)
    .innerJoin(members, eq(members.id, missionClaims.memberId))
    .where(
      and(
        eq(missionClaims.merchantId, merchantId),
        gte(missionClaims.claimedAt, window.from),
        lt(missionClaims.claimedAt, window.to),
      ),
    )
    .groupBy(missionClaims.memberId, members.username)
    .having(gt(pointsSum, 0))
    .orderBy(desc(pointsSum), asc(reached), asc(missionClaims.memberId))
    .limit(limit);
  return rows.map((row) => ({ ...row, reachedAt: row.reachedAt ?? window.from }));
}

/** One member's points and missions claimed in [from, to). */
export async function pointsOfMember(
  db: Db,
  memberId: number,
  window: { from: Date; to: Date },
): Promise<{ points: number; missions: number }> {
  const [row] = await db
    .select({ points: pointsSum, missions: count(missionClaims.id) })
    .from(missionClaims)
    .where(
      and(
        eq(missionClaims.memberId, memberId),
        gte(missionClaims.claimedAt, window.from),
        lt(missionClaims.claimedAt, window.to),
      ),
    );
  return { points: row?.points ?? 0, missions: row?.missions ?? 0 };
}

/** How many of the merchant's members have more points than `points` in [from, to) (the rank is this + 1). */
export async function membersAbove(
  db: Db,
  merchantId: number,
  window: { from: Date; to: Date },
  points: number,
): Promise<number> {
  const totals = db
    .select({ points: pointsSum.as('points') })
    .from(missionClaims)
    .where(
      and(
        eq(missionClaims.merchantId, merchantId),
        gte(missionClaims.claimedAt, window.from),
        lt(missionClaims.claimedAt, window.to),
      ),
    )
    .groupBy(missionClaims.memberId)
    .as('totals');
  const [row] = await db.select({ above: count() }).from(totals).where(gt(totals.points, points));
  return row?.above ?? 0;
}

export async function signInTaskOf(db: Db, merchantId: number): Promise<SignInTaskRow | undefined> {
  const [row] = await db
    .select()
    .from(signInTasks)
    .where(and(eq(signInTasks.merchantId, merchantId), eq(signInTasks.enabled, true)))
    .limit(1);
  return row;
}

export async function insertSignInTask(db: Db, row: NewSignInTask): Promise<SignInTaskRow> {
  const [inserted] = await db.insert(signInTasks).values(row).returning();
  return inserted!;
}

/** The member's latest sign-in of the task on or before `day`. */
export async function latestSignIn(
  db: Db,
  taskId: number,
  memberId: number,
  day: string,
): Promise<SignInRow | undefined> {
  const [row] = await db
    .select()
    .from(signIns)
    .where(and(eq(signIns.taskId, taskId), eq(signIns.memberId, memberId), lte(signIns.day, day)))
    .orderBy(desc(signIns.day))
    .limit(1);
  return row;
}

export async function signInByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(signIns)
    .where(and(eq(signIns.memberId, memberId), eq(signIns.requestId, requestId)))
    .limit(1);
  return row;
}

/** The row that makes a sign-in once a merchant day: undefined when the day was already signed. */
export async function insertSignInOnce(tx: Db, row: NewSignIn): Promise<SignInRow | undefined> {
  const [inserted] = await tx.insert(signIns).values(row).onConflictDoNothing().returning();
  return inserted;
}
