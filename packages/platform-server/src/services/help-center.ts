import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import type {
  adminHelpTopics,
  adminUpsertHelpTopic,
  ContentPageSection,
  contentPages,
  helpCenter,
} from '@lobbykit/api-client/contract';
import { type CacheRegistry, merchantTag } from '../cache/cache-registry';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { helpTopicsOf, upsertHelpTopic } from '../db/help-topics';
import { findMerchantByCode } from '../db/merchants';
import type { HelpTopicRow, MerchantRow } from '../db/schema/index';
import { DomainError } from './domain-error';

type HelpCenter = ResponseOf<typeof helpCenter>;

/** Kept help centers of one merchant: an operator's write to its topics drops them. */
export const helpCenterTag = (merchantCode: string) => `help-center:${merchantCode}`;

export interface HelpCenterService {
  /** R7.18: the merchant's topics in `language`, each falling back to English. */
  topics(merchant: MerchantRow, language: string): Promise<HelpCenter>;
  /** R2.103: the blog or the app install guides, kept, chosen and cached as the help center is. */
  pages(
    merchant: MerchantRow,
    section: ContentPageSection,
    language: string,
  ): Promise<ResponseOf<typeof contentPages>>;
  list(input: ParsedRequestOf<typeof adminHelpTopics>): Promise<ResponseOf<typeof adminHelpTopics>>;
  upsert(
    input: ParsedRequestOf<typeof adminUpsertHelpTopic>,
  ): Promise<ResponseOf<typeof adminUpsertHelpTopic>>;
}

/** One row per key: the language asked for, else English, else the first the operator wrote. */
export function topicsIn(rows: readonly HelpTopicRow[], language: string): HelpCenter['topics'] {
  const byKey = new Map<string, HelpTopicRow[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const chosen = [...byKey.values()].map(
    (versions) =>
      versions.find((row) => row.language === language) ??
      versions.find((row) => row.language === 'EN') ??
      versions[0]!,
  );
  chosen.sort((a, b) => a.sortOrder - b.sortOrder || a.key.localeCompare(b.key));
  return chosen.map(({ key, title, content }) => ({ key, title, content }));
}

export function createHelpCenterService(deps: {
  db: Db;
  clock: Clock;
  caches: CacheRegistry;
}): HelpCenterService {
  const { db, clock, caches } = deps;
  // A few languages per merchant, each answer one object for every caller asking the same.
  const kept = caches.create<HelpCenter>('help center', 200);
  const keptPages = caches.create<ResponseOf<typeof contentPages>>('content pages', 400);

  async function merchantNamed(code: string): Promise<MerchantRow> {
    const merchant = await findMerchantByCode(db, code);
    if (!merchant) {
      throw new DomainError(ErrorCode.notFound, `No merchant ${code}`, { field: 'merchantCode' });
    }
    return merchant;
  }

  return {
    topics(merchant, language) {
      return kept.getOrLoad(
        `${merchant.code}\n${language}`,
        async () => ({ language, topics: topicsIn(await helpTopicsOf(db, merchant.id), language) }),
        [merchantTag(merchant.code), helpCenterTag(merchant.code)],
      );
    },

    pages(merchant, section, language) {
      return keptPages.getOrLoad(
        `${merchant.code}\n${section}\n${language}`,
        async () => ({
          section,
          language,
          topics: topicsIn(await helpTopicsOf(db, merchant.id, section), language),
        }),
        [merchantTag(merchant.code), helpCenterTag(merchant.code)],
      );
    },

    async list({ merchantCode, section }) {
      const merchant = await merchantNamed(merchantCode);
      const rows = await helpTopicsOf(db, merchant.id, section);
      return rows.map((row) => ({
        key: row.key,
        language: row.language,
        title: row.title,
        content: row.content,
        sortOrder: row.sortOrder,
        updatedAt: row.updatedAt.toISOString(),
      }));
    },

    async upsert(input) {
      const merchant = await merchantNamed(input.merchantCode);
      const { created } = await upsertHelpTopic(db, {
        merchantId: merchant.id,
        section: input.section,
        key: input.key,
        language: input.language,
        title: input.title,
        content: input.content,
        sortOrder: input.sortOrder,
        updatedAt: clock.now(),
      });
      caches.invalidateTag(helpCenterTag(merchant.code));
      return { key: input.key, language: input.language, created };
    },
  };
}
