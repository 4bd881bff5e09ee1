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

let current: Storages | null = null;

export function storages(): Storages {
  current ??= { local: browserStorage('localStorage'), session: browserStorage('sessionStorage') };
  return current;
}

/** Swaps the storages (tests, or a host that keeps state elsewhere). */
export function setStorages(next: Partial<Storages>): void {
  const base = storages();
  current = {
    local: next.local ? guarded(next.local) : base.local,
    session: next.session ? guarded(next.session) : base.session,
  };
}

export const localStore = (): StorageLike => storages().local;
export const sessionStore = (): StorageLike => storages().session;
