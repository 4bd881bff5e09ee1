import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { allMerchants } from '../db/merchants';
import { markSeed } from '../db/play-seed';
import { insertPromotion } from '../db/promotions';
import { isSeedApplied } from '../db/seed-writer';
import { promotionSeeds, seedTexts } from './promotions';

/** Bump the name when the demo promotions change shape. */
export const PROMOTIONS_SEED = 'promotions-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every merchant's demo promotions, once: one of every type (R3.37) with drawn banners, the Zalo
 * bonus (R9.41), and a welcome gift any member (demo01 too) can claim on a fresh start.
 */
export async function seedPromotions(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, PROMOTIONS_SEED)) return false;
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, PROMOTIONS_SEED))) return false;
    const now = clock.now();
    const startsAt = new Date(now.getTime() - 30 * DAY_MS);
    for (const merchant of await allMerchants(tx)) {
      for (const seed of promotionSeeds(merchant.code)) {
        const row = {
          ...seed.rule,
          merchantId: merchant.id,
          code: seed.code,
          startsAt,
          createdAt: now,
          updatedAt: now,
        };
        await insertPromotion(tx, row, seedTexts(seed.words));
      }
    }
    return true;
  });
}
