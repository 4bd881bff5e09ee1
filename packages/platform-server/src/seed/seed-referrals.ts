import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { findMemberByUsername, insertMemberUnlessTaken } from '../db/members';
import { allMerchants } from '../db/merchants';
import { markSeed } from '../db/play-seed';
import { insertReferral, insertReferralCode } from '../db/referrals';
import { vipLevels } from '../db/schema/index';
import { isSeedApplied } from '../db/seed-writer';
import { hashPassword } from '../services/passwords';
import { vipRebateRateSeeds } from './vip-levels';

/** Bump the name when the referral demo or the rebate rates change. */
export const REFERRALS_SEED = 'referrals-vip-rebates-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

/** demo01's referral code, so the README and the e2e test can name its link. */
export const DEMO_REFERRAL_CODE = 'DEMO01REF';

/** The friend demo01 referred: registered three days before the seed with demo01's link. */
export const referredFriendSeed = {
  merchantCode: 'ph',
  username: 'friend01',
  password: 'Demo1234',
  nickname: 'Friend One',
  customerId: 'PH1000004',
  referrer: 'demo01',
  daysAgo: 3,
};

/**
 * Each merchant's VIP rebate rates (a rate per level, paid daily from the day before's valid bets),
 * and demo01's referral code with one referred friend, once, in one transaction.
 */
export async function seedReferrals(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, REFERRALS_SEED)) return false;
  const passwordHash = await hashPassword(referredFriendSeed.password);
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, REFERRALS_SEED))) return false;
    const now = clock.now();
    for (const merchant of await allMerchants(tx)) {
      const rates = vipRebateRateSeeds[merchant.code] ?? [];
      for (const [level, rateBp] of rates.entries()) {
        await tx
          .update(vipLevels)
          .set({ rebateRateBp: rateBp })
          .where(and(eq(vipLevels.merchantId, merchant.id), eq(vipLevels.level, level)));
      }
      if (merchant.code !== referredFriendSeed.merchantCode) continue;
      const referrer = await findMemberByUsername(tx, merchant.id, referredFriendSeed.referrer);
      if (!referrer) continue;
      await insertReferralCode(tx, {
        memberId: referrer.id,
        merchantId: merchant.id,
        code: DEMO_REFERRAL_CODE,
        createdAt: now,
      });
      const registeredAt = new Date(now.getTime() - referredFriendSeed.daysAgo * DAY_MS);
      const friend = await insertMemberUnlessTaken(tx, {
        merchantId: merchant.id,
        username: referredFriendSeed.username,
        passwordHash,
        type: 0,
        nickname: referredFriendSeed.nickname,
        customerId: referredFriendSeed.customerId,
        currency: merchant.currency,
        passwordChangedAt: registeredAt,
        createdAt: registeredAt,
      });
      if (friend) {
        await insertReferral(tx, {
          memberId: friend.id,
          referrerId: referrer.id,
          code: DEMO_REFERRAL_CODE,
          createdAt: registeredAt,
        });
      }
    }
    return true;
  });
}
