import { type BoundedCache, boundedCache } from './bounded-cache';

/**
 * Every cache of one platform, so an operator write invalidates a tag everywhere at once and a test
 * reset (or a write made behind the server's back) clears them all. Tags name what an entry was
 * built from: `merchant:<code>`, `member:<id>`, `catalogue`.
 */
export interface CacheRegistry {
  create<V>(name: string, maxEntries: number): BoundedCache<V>;
  invalidateTag(tag: string): void;
  clear(): void;
  /** Entries per cache, for tests and diagnostics. */
  sizes(): Record<string, number>;
}

export const merchantTag = (code: string) => `merchant:${code}`;
export const memberTag = (id: number) => `member:${id}`;
/** Answers built from every merchant at once (the preflight's origins, the region list). */
export const ALL_MERCHANTS_TAG = 'merchants';
export const CATALOGUE_TAG = 'catalogue';

export function createCacheRegistry(): CacheRegistry {
  const caches: BoundedCache<unknown>[] = [];
  return {
    create<V>(name: string, maxEntries: number) {
      const cache = boundedCache<V>(name, maxEntries);
      caches.push(cache as BoundedCache<unknown>);
      return cache;
    },
    invalidateTag(tag) {
      for (const cache of caches) cache.invalidateTag(tag);
    },
    clear() {
      for (const cache of caches) cache.clear();
    },
    sizes() {
      return Object.fromEntries(caches.map((cache) => [cache.name, cache.size]));
    },
  };
}
