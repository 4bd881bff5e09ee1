/**
 * One answer as Hono gave it, to be written again by node:http (./fast-reads.ts). ./compression.ts
 * keeps its compressed bodies in the same bounded store.
 */
export interface KeptAnswer {
  status: number;
  /** Name, value, name, value ... as Hono's answer carried them (Content-Length included). */
  headers: string[];
  body: Buffer;
}

export interface KeptAnswers<A extends KeptAnswer> {
  /** The answer kept under `key`, now the most recently used. */
  get(key: string): A | undefined;
  /** Keeps `answer`, dropping the least recently used ones past the bounds. */
  set(key: string, answer: A): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  /** Bytes of the kept keys, headers and bodies. */
  readonly bytes: number;
}

const sizeOf = (key: string, answer: KeptAnswer): number =>
  answer.headers.reduce((sum, part) => sum + part.length, key.length + answer.body.length);

/** Answers by key, least recently used first out: a flood of keys evicts, never grows past the bounds. */
export function keptAnswers<A extends KeptAnswer>(maxEntries: number, maxBytes: number): KeptAnswers<A> {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recent.
  const kept = new Map<string, { answer: A; size: number }>();
  let bytes = 0;
  function drop(key: string): void {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.size;
  }
  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      kept.delete(key);
      kept.set(key, entry);
      return entry.answer;
    },
    set(key, answer) {
      drop(key);
      const size = sizeOf(key, answer);
      if (size > maxBytes / 4) return;
      kept.set(key, { answer, size });
      bytes += size;
      while (kept.size > maxEntries || bytes > maxBytes) drop(kept.keys().next().value as string);
    },
    delete: drop,
    clear() {
      kept.clear();
      bytes = 0;
    },
    get size() {
      return kept.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
