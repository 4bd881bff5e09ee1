import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './database';
import {
  type PointRewardRow,
  type PointSettingsRow,
  pointRewards,
  pointRewardTexts,
  pointSettings,
} from './schema/index';

export type PointRewardText = { language: string; title: string; description: string };
export type RewardFields = Pick<
  PointRewardRow,
  'points' | 'stock' | 'bonusAmount' | 'hue' | 'sortOrder' | 'enabled'
>;

/** Writes a merchant's points rules whole (the caller merges the change into what is there). */
export async function writePointSettings(db: Db, settings: PointSettingsRow): Promise<PointSettingsRow> {
  const { merchantId, ...rules } = settings;
  const [row] = await db
    .insert(pointSettings)
    .values(settings)
    .onConflictDoUpdate({ target: pointSettings.merchantId, set: rules })
    .returning();
  return row!;
}

/** Every reward of the merchant, hidden ones included, with the words of every language. */
export async function catalogueOf(
  db: Db,
  merchantId: number,
): Promise<{ reward: PointRewardRow; texts: PointRewardText[] }[]> {
  const rewards = await db
    .select()
    .from(pointRewards)
    .where(eq(pointRewards.merchantId, merchantId))
    .orderBy(asc(pointRewards.sortOrder), asc(pointRewards.id));
  if (rewards.length === 0) return [];
  const texts = await db
    .select()
    .from(pointRewardTexts)
    .where(
      inArray(
        pointRewardTexts.rewardId,
        rewards.map((reward) => reward.id),
      ),
    )
    .orderBy(asc(pointRewardTexts.language));
  return rewards.map((reward) => ({
    reward,
    texts: texts
      .filter((text) => text.rewardId === reward.id)
      .map(({ language, title, description }) => ({ language, title, description })),
  }));
}

export async function insertReward(
  tx: Db,
  merchantId: number,
  fields: RewardFields,
  now: Date,
): Promise<PointRewardRow> {
  const [row] = await tx
    .insert(pointRewards)
    .values({ merchantId, ...fields, createdAt: now })
    .returning();
  return row!;
}

/** Replaces the merchant's reward `id`; undefined when it is not one of the merchant's. */
export async function updateReward(
  tx: Db,
  merchantId: number,
  id: number,
  fields: RewardFields,
): Promise<PointRewardRow | undefined> {
  const [row] = await tx
    .update(pointRewards)
    .set(fields)
    .where(and(eq(pointRewards.id, id), eq(pointRewards.merchantId, merchantId)))
    .returning();
  return row;
}

/** The reward's words become exactly `texts`. */
export async function replaceRewardTexts(tx: Db, rewardId: number, texts: PointRewardText[]): Promise<void> {
  await tx.delete(pointRewardTexts).where(eq(pointRewardTexts.rewardId, rewardId));
  await tx.insert(pointRewardTexts).values(texts.map((text) => ({ rewardId, ...text })));
}
