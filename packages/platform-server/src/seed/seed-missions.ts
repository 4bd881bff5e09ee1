import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { allMerchants } from '../db/merchants';
import { insertMission, insertSignInTask } from '../db/missions';
import { markSeed } from '../db/play-seed';
import { isSeedApplied } from '../db/seed-writer';
import { missionSeeds, signInTaskSeed } from './missions';

/** Bump the name when the demo missions change shape. */
export const MISSIONS_SEED = 'missions-v1';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every merchant's two demo missions and its daily sign-in task, once. */
export async function seedMissions(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, MISSIONS_SEED)) return false;
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, MISSIONS_SEED))) return false;
    const now = clock.now();
    const startsAt = new Date(now.getTime() - 30 * DAY_MS);
    for (const merchant of await allMerchants(tx)) {
      for (const seed of missionSeeds(merchant.code)) {
        await insertMission(tx, { ...seed, merchantId: merchant.id, startsAt, createdAt: now });
      }
      await insertSignInTask(tx, {
        ...signInTaskSeed(merchant.code),
        merchantId: merchant.id,
        createdAt: now,
      });
    }
    return true;
  });
}
