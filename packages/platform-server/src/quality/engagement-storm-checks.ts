import {
  adminAdjustPoints,
  adminReviewPointRedemption,
  claimMission,
  claimPromotion,
  convertPoints,
  redeemReward,
  signInToday,
} from '@lobbykit/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/database';
import {
  ledgerEntries,
  missionClaims,
  pointAccounts,
  pointEntries,
  pointRedemptions,
  promotionClaims,
  signIns,
  walletAccounts,
} from '../db/schema/index';
import { missionRewardKey } from '../services/missions/missions';
import { signInKey } from '../services/missions/sign-in';
import { convertKey, redeemKey } from '../services/points/member-points';
import { promotionBonusKey } from '../services/promotions/member-promotions';
import { stormMembers } from './storm-ledger-checks';
import type { SentRequest } from './storm-requests';

export interface PointLine {
  id: number;
  memberId: number;
  idempotencyKey: string;
  points: number;
}

/** Every points entry, oldest first: what a later replay must leave untouched. */
export async function pointLines(db: Db): Promise<PointLine[]> {
  return db
    .select({
      id: pointEntries.id,
      memberId: pointEntries.memberId,
      idempotencyKey: pointEntries.idempotencyKey,
      points: pointEntries.points,
    })
    .from(pointEntries)
    .orderBy(asc(pointEntries.id));
}

/** Each points balance is the sum of its entries and the last entry's balance after; never negative. */
export async function expectPointsConsistent(db: Db): Promise<void> {
  for (const account of await db.select().from(pointAccounts)) {
    const entries = await db
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.memberId, account.memberId))
      .orderBy(asc(pointEntries.id));
    const what = `points of member ${account.memberId}`;
    expect(account.balance, what).toBeGreaterThanOrEqual(0);
    expect(
      entries.reduce((sum, entry) => sum + entry.points, 0),
      `${what}: balance vs entries`,
    ).toBe(account.balance);
    expect(entries.at(-1)?.balanceAfter ?? 0, `${what}: last entry`).toBe(account.balance);
    // Each entry starts where the one before it ended: no movement raced another.
    for (let index = 1; index < entries.length; index++)
      expect(entries[index]!.balanceBefore, `${what}: entry ${entries[index]!.id}`).toBe(
        entries[index - 1]!.balanceAfter,
      );
  }
}

/** The wallet ledger keys of one member, with how often each occurs. */
async function walletKeys(db: Db, memberId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .where(eq(walletAccounts.memberId, memberId));
  const counts = new Map<string, number>();
  for (const { key } of rows) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/**
 * Money and points move exactly with their rows: each claim, sign-in, conversion and approved bonus
 * redemption has its ledger entry once, and no bonus entry of these kinds exists without its row.
 */
export async function expectEngagementExplained(db: Db): Promise<void> {
  for (const member of await stormMembers(db)) {
    const keys = await walletKeys(db, member.id);
    const expected = new Set<string>();
    for (const row of await db.select().from(promotionClaims).where(eq(promotionClaims.memberId, member.id)))
      expected.add(promotionBonusKey(row.promotionId, row.periodLabel));
    for (const row of await db.select().from(missionClaims).where(eq(missionClaims.memberId, member.id)))
      expected.add(missionRewardKey(row.missionId, row.periodLabel));
    for (const row of await db.select().from(signIns).where(eq(signIns.memberId, member.id)))
      expected.add(signInKey(row.taskId, row.day));
    const points = await db.select().from(pointEntries).where(eq(pointEntries.memberId, member.id));
    for (const entry of points) if (entry.kind === 'convert') expected.add(`points:${entry.idempotencyKey}`);
    const redemptions = await db
      .select()
      .from(pointRedemptions)
      .where(eq(pointRedemptions.memberId, member.id));
    for (const row of redemptions) {
      const pointKeys = points.map((entry) => entry.idempotencyKey);
      const what = `${member.username} redemption ${row.id} (${row.status})`;
      expect(
        pointKeys.filter((key) => key === redeemKey(row.requestId)),
        what,
      ).toHaveLength(1);
      expect(
        pointKeys.filter((key) => key === `refund:${row.id}`),
        what,
      ).toHaveLength(row.status === 'REJECTED' ? 1 : 0);
      if (row.status === 'APPROVED' && (row.bonusAmount ?? 0) > 0)
        expected.add(`points:redemption:${row.id}`);
    }
    for (const key of expected) expect(keys.get(key) ?? 0, `${member.username}: ledger key ${key}`).toBe(1);
    const engagementKeys = [...keys.keys()].filter((key) => /^(promotion|mission|signin|points):/.test(key));
    for (const key of engagementKeys)
      expect(expected.has(key), `${member.username}: ${key} moved money without its row`).toBe(true);
  }
}

/** Every request answered 2xx is in the database once, as answered. */
export async function expectEngagementAnswersKept(db: Db, journal: SentRequest[]): Promise<number> {
  const members = await stormMembers(db);
  let checked = 0;
  for (const entry of journal) {
    if (entry.outcome !== 'ok') continue;
    const input = entry.input;
    const answer = entry.answer!;
    const what = `${entry.endpoint.path} ${JSON.stringify(input)}`;
    const member = members[entry.caller];
    const requestId = String(input.requestId);
    checked++;
    if (entry.endpoint === claimPromotion) {
      const rows = await db
        .select()
        .from(promotionClaims)
        .where(and(eq(promotionClaims.memberId, member!.id), eq(promotionClaims.requestId, requestId)));
      expect(rows, what).toHaveLength(1);
      expect(rows[0]!.amount, what).toBe(Math.round(Number(answer.amount) * 100));
    } else if (entry.endpoint === claimMission) {
      const rows = await db
        .select()
        .from(missionClaims)
        .where(and(eq(missionClaims.memberId, member!.id), eq(missionClaims.requestId, requestId)));
      expect(rows, what).toHaveLength(1);
    } else if (entry.endpoint === signInToday) {
      const rows = await db
        .select()
        .from(signIns)
        .where(and(eq(signIns.memberId, member!.id), eq(signIns.requestId, requestId)));
      expect(rows, what).toHaveLength(1);
    } else if (entry.endpoint === redeemReward) {
      const rows = await db
        .select()
        .from(pointRedemptions)
        .where(and(eq(pointRedemptions.memberId, member!.id), eq(pointRedemptions.requestId, requestId)));
      expect(rows, what).toHaveLength(1);
      expect(rows[0]!.id, what).toBe((answer.redemption as { id: number }).id);
    } else if (entry.endpoint === convertPoints || entry.endpoint === adminAdjustPoints) {
      const owner =
        entry.endpoint === adminAdjustPoints
          ? members.find((one) => one.username === input.account)!
          : member!;
      const key = entry.endpoint === convertPoints ? convertKey(requestId) : `adjust:${requestId}`;
      const rows = await db
        .select()
        .from(pointEntries)
        .where(and(eq(pointEntries.memberId, owner.id), eq(pointEntries.idempotencyKey, key)));
      expect(rows, what).toHaveLength(1);
    } else if (entry.endpoint === adminReviewPointRedemption) {
      const [row] = await db
        .select()
        .from(pointRedemptions)
        .where(eq(pointRedemptions.id, Number(input.id)));
      expect(row?.status, what).toBe(answer.status);
    } else {
      checked--;
    }
  }
  return checked;
}
