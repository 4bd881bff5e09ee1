import { ALL_MERCHANTS_TAG, type CacheRegistry, merchantTag } from '../cache/cache-registry';
import type { Db } from '../db/database';
import { allMerchants, findMerchantByCode } from '../db/merchants';
import type { MerchantRow } from '../db/schema/index';

/**
 * The merchants by code, from memory: every request names one, and they change only through the
 * operator's writes (status, languages, settings), which call `changed`. Unknown codes are
 * remembered too (as null), so a flood of made-up Merchant headers costs one query each at most
 * once, within the cache's bound.
 */
export interface MerchantDirectory {
  byCode(code: string): Promise<MerchantRow | undefined>;
  /** Every merchant in id order (the region list every page asks for), from memory the same way. */
  all(): Promise<readonly MerchantRow[]>;
  /** An operator changed this merchant: every answer built from it is dropped. */
  changed(code: string): void;
}

export function createMerchantDirectory(deps: { db: Db; caches: CacheRegistry }): MerchantDirectory {
  const { db, caches } = deps;
  const merchants = caches.create<MerchantRow | null>('merchants', 1_000);
  const everyMerchant = caches.create<readonly MerchantRow[]>('all merchants', 1);
  return {
    async byCode(code) {
      const row = await merchants.getOrLoad(code, async () => (await findMerchantByCode(db, code)) ?? null, [
        merchantTag(code),
      ]);
      return row ?? undefined;
    },
    all() {
      return everyMerchant.getOrLoad('all', () => allMerchants(db), [ALL_MERCHANTS_TAG]);
    },
    changed(code) {
      caches.invalidateTag(merchantTag(code));
      caches.invalidateTag(ALL_MERCHANTS_TAG);
    },
  };
}
