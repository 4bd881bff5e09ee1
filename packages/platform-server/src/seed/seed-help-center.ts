import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { insertHelpTopics } from '../db/help-topics';
import { allMerchants, markSeed } from '../db/play-seed';
import { isSeedApplied } from '../db/seed-writer';
import { helpTopicSeeds } from './help-center/index';

/** Bump the name when the demo help center changes shape. */
export const HELP_CENTER_SEED = 'help-center-v1';

/** Every merchant's help center (R2.04), once: ph in EN and TY, bd in EN and BN. */
export async function seedHelpCenter(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, HELP_CENTER_SEED)) return false;
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, HELP_CENTER_SEED))) return false;
    const updatedAt = clock.now();
    for (const merchant of await allMerchants(tx)) {
      const rows = Object.entries(helpTopicSeeds(merchant.code)).flatMap(([language, topics]) =>
        topics.map((topic, index) => ({
          ...topic,
          merchantId: merchant.id,
          language,
          sortOrder: index * 10,
          updatedAt,
        })),
      );
      await insertHelpTopics(tx, rows);
    }
    return true;
  });
}
