/**
 * The one door to localStorage and sessionStorage. Browsers throw on mere access in private mode
 * and sandboxed iframes, and quota errors surface on write; a page must keep working then, so
 * every failure falls back to memory for the life of the page.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  key(index: number): string | null;
  readonly length: number;
}

export interface Storages {
  local: StorageLike;
  session: StorageLike;
}

/** A small in-memory Storage: the fallback, and what tests hand to `configure({ storage })`. */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const storage = (globalThis as Record<string, unknown>)[kind] as StorageLike | undefined;
    if (!storage) return memoryStorage();
    const probe = '__lk_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return guarded(storage);
  } catch {
    return memoryStorage();
  }
}

/** Wraps a real Storage so a throwing call (quota, revoked access) degrades instead of breaking a flow. */
function guarded(storage: StorageLike): StorageLike {
  const fallback = memoryStorage();
  const attempt = <T>(run: (target: StorageLike) => T): T => {
    try {
      return run(storage);
    } catch {
      return run(fallback);
    }
  };
  return {
    getItem: (key) => attempt((target) => target.getItem(key)),
    setItem: (key, value) => attempt((target) => target.setItem(key, value)),
    removeItem: (key) => attempt((target) => target.removeItem(key)),
    clear: () => attempt((target) => target.clear()),
    key: (index) => attempt((target) => target.key(index)),
    get length() {
      return attempt((target) => target.length);
    },
  };
}

/** The page's storages as they are, and as the runtime sees them (a namespace's own keys). */
let plain: Storages | null = null;
let current: Storages | null = null;

export function storages(): Storages {
  current ??= plain ??= { local: browserStorage('localStorage'), session: browserStorage('sessionStorage') };
  return current;
}

/**
 * A namespace's view of a storage: its keys live under `<namespace>:` (`brandB:token`), so a second
 * brand configured on the same origin never reads the first one's session, merchant or cache.
 * `key(i)` is null for a key of another namespace, so a sweep over `key`/`length` passes it by.
 */
function namespaced(storage: StorageLike, prefix: string): StorageLike {
  const own = (key: string | null) => (key?.startsWith(prefix) ? key.slice(prefix.length) : null);
  return {
    getItem: (key) => storage.getItem(prefix + key),
    setItem: (key, value) => storage.setItem(prefix + key, value),
    removeItem: (key) => storage.removeItem(prefix + key),
    clear() {
      for (let index = storage.length - 1; index >= 0; index--) {
        const key = own(storage.key(index));
        if (key !== null) storage.removeItem(prefix + key);
      }
    },
    key: (index) => own(storage.key(index)),
    get length() {
      return storage.length;
    },
  };
}

/**
 * Swaps the storages (tests, or a host that keeps state elsewhere) and picks the namespace whose
 * keys the runtime uses; none (the default) keeps spec section 9's key names exactly.
 */
export function setStorages(next: Partial<Storages>, namespace?: string): void {
  storages();
  const base = plain!;
  plain = {
    local: next.local ? guarded(next.local) : base.local,
    session: next.session ? guarded(next.session) : base.session,
  };
  const prefix = namespace ? `${namespace}:` : '';
  current = prefix
    ? { local: namespaced(plain.local, prefix), session: namespaced(plain.session, prefix) }
    : plain;
}

export const localStore = (): StorageLike => storages().local;
export const sessionStore = (): StorageLike => storages().session;
