import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { insertMessages } from '../db/member-messages';
import { findMemberByUsername } from '../db/members';
import { allMerchants } from '../db/merchants';
import { markSeed } from '../db/play-seed';
import { isSeedApplied } from '../db/seed-writer';
import { insertVipLevels } from '../db/vip-levels';
import { messageSeeds } from './member-messages';
import { vipLevelSeeds } from './vip-levels';

/** Bump the name when the VIP ladders or the demo messages change shape. */
export const MEMBER_CENTER_SEED = 'member-center-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Each merchant's VIP ladder and demo01's platform messages, once, in one transaction. */
export async function seedMemberCenter(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, MEMBER_CENTER_SEED)) return false;
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, MEMBER_CENTER_SEED))) return false;
    const now = clock.now().getTime();
    for (const merchant of await allMerchants(tx)) {
      await insertVipLevels(
        tx,
        (vipLevelSeeds[merchant.code] ?? []).map((seed) => ({
          merchantId: merchant.id,
          level: seed.level,
          label: seed.label,
          requiredTurnover: seed.requiredTurnover * 100,
        })),
      );
      for (const seed of messageSeeds.filter((message) => message.merchantCode === merchant.code)) {
        const member = await findMemberByUsername(tx, merchant.id, seed.username);
        if (!member) continue;
        const createdAt = new Date(now - seed.daysAgo * DAY_MS);
        await insertMessages(tx, [
          {
            merchantId: merchant.id,
            memberId: member.id,
            title: seed.title,
            content: seed.content,
            createdAt,
            // A read message was opened an hour after it arrived.
            readAt: seed.read ? new Date(createdAt.getTime() + 60 * 60 * 1000) : null,
          },
        ]);
      }
    }
    return true;
  });
}
