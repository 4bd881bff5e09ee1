import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import {
  memberBetDays,
  members,
  merchants,
  type PointAccountRow,
  type PointEntryKind,
  type PointRedemptionRow,
  type PointRewardRow,
  type PointSettingsRow,
  pointAccounts,
  pointEntries,
  pointRedemptions,
  pointRewards,
  pointRewardTexts,
  pointSettings,
} from './schema/index';

export async function pointSettingsOf(db: Db, merchantId: number): Promise<PointSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(pointSettings)
    .where(eq(pointSettings.merchantId, merchantId))
    .limit(1);
  return row;
}

export async function pointAccountOf(db: Db, memberId: number): Promise<PointAccountRow | undefined> {
  const [row] = await db.select().from(pointAccounts).where(eq(pointAccounts.memberId, memberId)).limit(1);
  return row;
}

/** Creates the member's points account when missing and holds its row lock until the transaction ends. */
export async function lockPointAccount(tx: Db, memberId: number, now: Date): Promise<PointAccountRow> {
  await tx.insert(pointAccounts).values({ memberId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(pointAccounts)
    .where(eq(pointAccounts.memberId, memberId))
    .limit(1)
    .for('update');
  return row!;
}

/** The member's valid bet so far (settled stakes, kept by the bets trigger), minor units. */
export async function validBetOf(tx: Db, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | null>`sum(${memberBetDays.validBet})` })
    .from(memberBetDays)
    .where(eq(memberBetDays.memberId, memberId));
  return Number(row?.total ?? 0);
}

/** Members who bet on or after `day` (a merchant day), the ones an earning pass looks at. */
export async function membersBettingSince(
  db: Db,
  day: string,
): Promise<{ id: number; merchantId: number }[]> {
  return db
    .selectDistinct({ id: members.id, merchantId: members.merchantId })
    .from(memberBetDays)
    .innerJoin(members, eq(members.id, memberBetDays.memberId))
    .where(sql`${memberBetDays.day} >= ${day}`)
    .orderBy(members.id);
}

export async function findPointEntry(db: Db, memberId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(pointEntries)
    .where(and(eq(pointEntries.memberId, memberId), eq(pointEntries.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export interface NewPointEntry {
  kind: PointEntryKind;
  points: number;
  amount: number | null;
  redemptionId?: number | null;
  remark: string;
  idempotencyKey: string;
  answer: Record<string, unknown>;
  at: Date;
}

/**
 * Appends a movement to a locked account and moves its balance; the caller checked the balance.
 * `creditedValidBet` moves with an earning.
 */
export async function appendPointEntry(
  tx: Db,
  account: PointAccountRow,
  entry: NewPointEntry,
  creditedValidBet = account.creditedValidBet,
): Promise<PointAccountRow> {
  const after = account.balance + entry.points;
  await tx.insert(pointEntries).values({
    memberId: account.memberId,
    kind: entry.kind,
    points: entry.points,
    balanceBefore: account.balance,
    balanceAfter: after,
    amount: entry.amount,
    redemptionId: entry.redemptionId ?? null,
    remark: entry.remark,
    idempotencyKey: entry.idempotencyKey,
    answer: entry.answer,
    createdAt: entry.at,
  });
  const totalEarned = account.totalEarned + (entry.kind === 'earn' ? entry.points : 0);
  await tx
    .update(pointAccounts)
    .set({ balance: after, totalEarned, creditedValidBet, updatedAt: entry.at })
    .where(eq(pointAccounts.memberId, account.memberId));
  return { ...account, balance: after, totalEarned, creditedValidBet, updatedAt: entry.at };
}

export async function pointEntriesOf(
  db: Db,
  memberId: number,
  filter: { kind?: PointEntryKind | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(pointEntries.memberId, memberId),
    filter.kind ? eq(pointEntries.kind, filter.kind) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(pointEntries).where(where);
  const rows = await db
    .select({ entry: pointEntries, status: pointRedemptions.status })
    .from(pointEntries)
    .leftJoin(pointRedemptions, eq(pointRedemptions.id, pointEntries.redemptionId))
    .where(where)
    .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { rows, total: total?.n ?? 0 };
}

export interface RewardWithText {
  reward: PointRewardRow;
  title: string;
  description: string;
}

/** The merchant's enabled rewards with their words in `language`, EN where missing. */
export async function rewardsOf(db: Db, merchantId: number, language: string): Promise<RewardWithText[]> {
  const rewards = await db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.merchantId, merchantId), eq(pointRewards.enabled, true)))
    .orderBy(asc(pointRewards.sortOrder), asc(pointRewards.id));
  if (rewards.length === 0) return [];
  const texts = await db
    .select()
    .from(pointRewardTexts)
    .where(
      sql`${pointRewardTexts.rewardId} in ${rewards.map((reward) => reward.id)} and ${pointRewardTexts.language} in ${[language, 'EN']}`,
    );
  return rewards.map((reward) => {
    const own = texts.find((text) => text.rewardId === reward.id && text.language === language);
    const fallback = texts.find((text) => text.rewardId === reward.id && text.language === 'EN');
    const text = own ?? fallback;
    return { reward, title: text?.title ?? '', description: text?.description ?? '' };
  });
}

export async function lockReward(tx: Db, rewardId: number): Promise<PointRewardRow | undefined> {
  const [row] = await tx
    .select()
    .from(pointRewards)
    .where(eq(pointRewards.id, rewardId))
    .limit(1)
    .for('update');
  return row;
}

export async function changeStock(tx: Db, rewardId: number, by: number): Promise<void> {
  await tx
    .update(pointRewards)
    .set({ stock: sql`${pointRewards.stock} + ${by}` })
    .where(and(eq(pointRewards.id, rewardId), sql`${pointRewards.stock} is not null`));
}

export async function insertRedemption(
  tx: Db,
  row: Omit<typeof pointRedemptions.$inferInsert, 'id'>,
): Promise<PointRedemptionRow> {
  const [inserted] = await tx.insert(pointRedemptions).values(row).returning();
  return inserted!;
}

export async function findRedemption(db: Db, id: number, lock = false) {
  const query = db.select().from(pointRedemptions).where(eq(pointRedemptions.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function redemptionsOf(
  db: Db,
  memberId: number,
  filter: { status?: PointRedemptionRow['status'] | undefined; offset: number; limit: number },
) {
  const where = and(
    eq(pointRedemptions.memberId, memberId),
    filter.status ? eq(pointRedemptions.status, filter.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(pointRedemptions).where(where);
  const rows = await db
    .select()
    .from(pointRedemptions)
    .where(where)
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { rows, total: total?.n ?? 0 };
}

/** A merchant's redemptions with the member's account and merchant code, newest first (operator). */
export async function merchantRedemptions(
  db: Db,
  merchantCode: string,
  status: PointRedemptionRow['status'] | undefined,
) {
  return db
    .select({ redemption: pointRedemptions, account: members.username, merchantCode: merchants.code })
    .from(pointRedemptions)
    .innerJoin(members, eq(members.id, pointRedemptions.memberId))
    .innerJoin(merchants, eq(merchants.id, pointRedemptions.merchantId))
    .where(and(eq(merchants.code, merchantCode), status ? eq(pointRedemptions.status, status) : undefined))
    .orderBy(desc(pointRedemptions.createdAt), desc(pointRedemptions.id))
    .limit(500);
}

export async function rewardTitles(
  db: Db,
  rewardIds: number[],
  language: string,
): Promise<Map<number, string>> {
  if (rewardIds.length === 0) return new Map();
  const texts = await db
    .select()
    .from(pointRewardTexts)
    .where(
      sql`${pointRewardTexts.rewardId} in ${rewardIds} and ${pointRewardTexts.language} in ${[language, 'EN']}`,
    );
  const titles = new Map<number, string>();
  for (const id of rewardIds) {
    const text =
      texts.find((row) => row.rewardId === id && row.language === language) ??
      texts.find((row) => row.rewardId === id && row.language === 'EN');
    titles.set(id, text?.title ?? '');
  }
  return titles;
}
