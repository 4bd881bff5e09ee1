/**
 * A bounded in-memory map with least-recently-used eviction, invalidation by key or by tag, and
 * single-flight loading (concurrent misses of one key share one load). Every answer the server
 * keeps in memory lives in one of these, so a flood of distinct keys (query strings, Host
 * headers, tokens) can never grow memory past `maxEntries`.
 */
export interface BoundedCache<V> {
  readonly name: string;
  get(key: string): V | undefined;
  set(key: string, value: V, tags?: readonly string[]): void;
  /**
   * The kept value, or `load()`'s, kept under `tags` (or the tags of the loaded value). A load that
   * fails or answers undefined is not kept, nor one that an invalidation overtook.
   */
  getOrLoad<L extends V | undefined = V>(key: string, load: () => Promise<L>, tags?: Tags<V>): Promise<L>;
  delete(key: string): void;
  /** Drops every entry kept under this tag (e.g. `merchant:ph`, `member:42`). */
  invalidateTag(tag: string): void;
  clear(): void;
  readonly size: number;
}

type Tags<V> = readonly string[] | ((value: V) => readonly string[]);

interface Entry<V> {
  value: V;
  tags: readonly string[];
}

export function boundedCache<V>(name: string, maxEntries: number): BoundedCache<V> {
  if (maxEntries < 1) throw new Error(`cache ${name}: maxEntries must be at least 1`);
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recent.
  const entries = new Map<string, Entry<V>>();
  const byTag = new Map<string, Set<string>>();
  // The load in flight per key. An invalidation forgets the loads it may overtake (its key's, or all
  // of them for a tag or a clear), and a load stores its answer only while it is still the one
  // here: a load that started before a write must not keep the answer it read before it. A delete
  // overtakes its own key's load only, so a busy key (a balance that moves all the time) never
  // keeps another key's loads from being kept.
  const loading = new Map<string, Promise<V | undefined>>();

  function untag(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = byTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) byTag.delete(tag);
    }
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    untag(key, entry.tags);
  }

  function set(key: string, value: V, tags: readonly string[] = []): void {
    remove(key);
    entries.set(key, { value, tags });
    for (const tag of tags) {
      const keys = byTag.get(tag);
      if (keys) keys.add(key);
      else byTag.set(tag, new Set([key]));
    }
    while (entries.size > maxEntries) remove(entries.keys().next().value as string);
  }

  function get(key: string): V | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  return {
    name,
    get,
    set,
    getOrLoad<L extends V | undefined>(key: string, load: () => Promise<L>, tags?: Tags<V>): Promise<L> {
      const kept = get(key);
      if (kept !== undefined) return Promise.resolve(kept as L);
      const pending = loading.get(key);
      if (pending) return pending as Promise<L>;
      const loaded: Promise<L> = load().then(
        (value) => {
          if (loading.get(key) !== loaded) return value;
          loading.delete(key);
          if (value !== undefined) set(key, value, typeof tags === 'function' ? tags(value) : tags);
          return value;
        },
        (error: unknown) => {
          if (loading.get(key) === loaded) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, loaded);
      return loaded;
    },
    delete(key) {
      loading.delete(key);
      remove(key);
    },
    invalidateTag(tag) {
      const keys = byTag.get(tag);
      if (keys) for (const key of [...keys]) remove(key);
      // A load in flight may belong to the tag: forget them all, the next read starts afresh.
      loading.clear();
    },
    clear() {
      loading.clear();
      entries.clear();
      byTag.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
