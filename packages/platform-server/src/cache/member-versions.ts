/**
 * A number per member that moves whenever that member's money moves, here or in another instance
 * (the balance cache bumps it: services/balance-cache.ts). An answer kept about a member (the fast
 * member reads, http/fast-reads.ts) remembers the number it was made at and is good only while the
 * number stands still.
 */
export interface MemberVersions {
  of(memberId: number): number;
  bump(memberIds: Iterable<number>): void;
  /** Members with a number of their own (at most `maxEntries`), for tests and diagnostics. */
  readonly size: number;
}

/** Members whose number is kept: the players whose money moved lately. */
export const MEMBER_VERSION_ENTRIES = 50_000;

/**
 * Bounded: each bump takes the next tick of one counter, and a member whose number was dropped
 * (least recently bumped first) reads the highest tick dropped so far. That is at least the tick
 * of its own last bump and below any later one, so a number once read never comes back after a
 * bump; a drop only makes other members' kept answers miss once.
 */
export function createMemberVersions(maxEntries = MEMBER_VERSION_ENTRIES): MemberVersions {
  if (maxEntries < 1) throw new Error('member versions: maxEntries must be at least 1');
  const ticks = new Map<number, number>();
  let tick = 0;
  let floor = 0;
  return {
    of: (memberId) => ticks.get(memberId) ?? floor,
    bump(memberIds) {
      for (const id of memberIds) {
        ticks.delete(id);
        ticks.set(id, ++tick);
      }
      while (ticks.size > maxEntries) {
        const [id, dropped] = ticks.entries().next().value as [number, number];
        ticks.delete(id);
        if (dropped > floor) floor = dropped;
      }
    },
    get size() {
      return ticks.size;
    },
  };
}
