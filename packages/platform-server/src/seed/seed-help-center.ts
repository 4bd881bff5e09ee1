import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { insertHelpTopics } from '../db/help-topics';
import { allMerchants } from '../db/merchants';
import { markSeed } from '../db/play-seed';
import type { ContentSection } from '../db/schema/index';
import { isSeedApplied } from '../db/seed-writer';
import { contentPageSeeds } from './content-pages/index';
import type { TopicWords } from './help-center/facts';
import { helpTopicSeeds } from './help-center/index';

/** Bump the name when the demo help center changes shape. */
export const HELP_CENTER_SEED = 'help-center-v1';
/** The blog and the app install guides (R2.103), kept and served as help topics of their own sections. */
export const CONTENT_PAGES_SEED = 'content-pages-v1';

type SeedWords = TopicWords & { section?: ContentSection };

/** One seed of topics, once: every merchant's rows in each language, in the seeds' order per section. */
async function seedTopics(
  db: Db,
  clock: Clock,
  marker: string,
  seedsOf: (merchantCode: string) => Record<string, SeedWords[]>,
): Promise<boolean> {
  if (await isSeedApplied(db, marker)) return false;
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, marker))) return false;
    const updatedAt = clock.now();
    for (const merchant of await allMerchants(tx)) {
      const rows = Object.entries(seedsOf(merchant.code)).flatMap(([language, topics]) =>
        topics.map((topic, index) => ({
          ...topic,
          section: topic.section ?? 'help',
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

/**
 * Every merchant's help center (R2.04), blog and app install guides (R2.103), each once: ph in EN
 * and TY, bd in EN and BN.
 */
export async function seedHelpCenter(db: Db, clock: Clock): Promise<boolean> {
  const help = await seedTopics(db, clock, HELP_CENTER_SEED, helpTopicSeeds);
  const pages = await seedTopics(db, clock, CONTENT_PAGES_SEED, contentPageSeeds);
  return help || pages;
}
