import type { CacheRegistry } from '../cache/cache-registry';
import type { MemberVersions } from '../cache/member-versions';

/**
 * Tells the other server instances whose money moved, so they drop those balances at once. One
 * process (PGlite) needs none; on PostgreSQL the LISTEN/NOTIFY bus plugs in here (instance-bus.ts).
 */
export interface BalanceChanges {
  publish(memberIds: readonly number[]): void;
  subscribe(onChanged: (memberIds: readonly number[]) => void): void;
}

export interface BalanceCache {
  /** The member's main balance from memory, else from `load` (kept unless a movement overtook it). */
  read(memberId: number, load: () => Promise<number>): Promise<number>;
  /**
   * The money of these members moved in a transaction that has ended (committed or rolled back):
   * their balances drop here and in every other instance. Called earlier, a read could load the
   * balance the transaction was about to replace and keep it.
   */
  moved(memberIds: Iterable<number>): void;
}

/** Balances kept at most: the players online at once; the least recently read go first. */
export const BALANCE_CACHE_ENTRIES = 50_000;

/**
 * Main-wallet balances by member id, so the balance a player's header polls costs no query. Only the
 * wallet service writes balances (every movement goes through its locked transactions), and it calls
 * `moved` after each; a read that started before a movement ended is never kept (bounded-cache.ts).
 * The one place every ledger movement passes, so it also moves the members' `versions`.
 * Keyed by the member id of the caller's own session: one member's key never names another's balance.
 */
export function createBalanceCache(deps: {
  caches: CacheRegistry;
  changes?: BalanceChanges | undefined;
  /** Moved with every movement seen here, so answers kept about these members drop too (fast member reads). */
  versions?: MemberVersions | undefined;
}): BalanceCache {
  const { caches, changes, versions } = deps;
  const kept = caches.create<number>('balances', BALANCE_CACHE_ENTRIES);
  changes?.subscribe((memberIds) => {
    for (const id of memberIds) kept.delete(String(id));
    versions?.bump(memberIds);
  });
  return {
    read: (memberId, load) => kept.getOrLoad(String(memberId), load),
    moved(memberIds) {
      const ids = [...new Set(memberIds)];
      if (ids.length === 0) return;
      for (const id of ids) kept.delete(String(id));
      versions?.bump(ids);
      changes?.publish(ids);
    },
  };
}
