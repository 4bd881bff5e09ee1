/** The session-storage cache for endpoints declared `cache: 'session'` (hot games, vendors, rules ...). */
export interface ResponseCache {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  clear(): void;
}

const PREFIX = 'lk:cache:';

export function sessionStorageCache(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>,
): ResponseCache {
  return {
    get(key) {
      const raw = storage.getItem(PREFIX + key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw);
      } catch {
        storage.removeItem(PREFIX + key);
        return undefined;
      }
    },
    set(key, value) {
      try {
        storage.setItem(PREFIX + key, JSON.stringify(value));
      } catch {
        // A full storage only costs a refetch.
      }
    },
    clear() {
      for (let index = storage.length - 1; index >= 0; index--) {
        const key = storage.key(index);
        if (key?.startsWith(PREFIX)) storage.removeItem(key);
      }
    },
  };
}

export function memoryCache(): ResponseCache {
  const entries = new Map<string, unknown>();
  return {
    get: (key) => entries.get(key),
    set: (key, value) => void entries.set(key, value),
    clear: () => entries.clear(),
  };
}

/** Same query, any key order: same cache entry. */
export function cacheKey(scope: string, path: string, query: Record<string, unknown>): string {
  const sorted = Object.keys(query)
    .sort()
    .map((key) => `${key}=${String(query[key])}`)
    .join('&');
  return `${scope}:${path}?${sorted}`;
}
