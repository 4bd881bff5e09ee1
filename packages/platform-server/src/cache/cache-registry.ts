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
  /**
   * Counts the invalidations and clears (here or, through the bus, in another instance): an answer
   * kept outside these caches (http/fast-reads.ts) is good only while this number has not moved.
   */
  readonly generation: number;
}

export const merchantTag = (code: string) => `merchant:${code}`;
export const memberTag = (id: number) => `member:${id}`;
/** Answers built from every merchant at once (the preflight's origins, the region list). */
export const ALL_MERCHANTS_TAG = 'merchants';
export const CATALOGUE_TAG = 'catalogue';

export function createCacheRegistry(): CacheRegistry {
  const caches: BoundedCache<unknown>[] = [];
  let generation = 0;
  return {
    create<V>(name: string, maxEntries: number) {
      const cache = boundedCache<V>(name, maxEntries);
      caches.push(cache as BoundedCache<unknown>);
      return cache;
    },
    invalidateTag(tag) {
      generation++;
      for (const cache of caches) cache.invalidateTag(tag);
    },
    clear() {
      generation++;
      for (const cache of caches) cache.clear();
    },
    get generation() {
      return generation;
    },
    sizes() {
      return Object.fromEntries(caches.map((cache) => [cache.name, cache.size]));
    },
  };
}
