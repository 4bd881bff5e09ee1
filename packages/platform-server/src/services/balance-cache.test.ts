import { describe, expect, it } from 'vitest';
import { createCacheRegistry } from '../cache/cache-registry';
import { createMemberVersions } from '../cache/member-versions';
import { type BalanceChanges, createBalanceCache } from './balance-cache';

/** Two instances' balance caches joined by an in-memory stand-in for the LISTEN/NOTIFY bus. */
function twoInstances() {
  const listeners: ((memberIds: readonly number[]) => void)[] = [];
  const bus = (self: number): BalanceChanges => ({
    publish: (memberIds) => {
      for (const [index, listener] of listeners.entries()) if (index !== self) listener(memberIds);
    },
    subscribe: (onChanged) => void listeners.push(onChanged),
  });
  return [0, 1].map((self) => {
    const versions = createMemberVersions();
    const balances = createBalanceCache({ caches: createCacheRegistry(), changes: bus(self), versions });
    return { versions, balances };
  });
}

describe('balance cache and member versions (issue 13 item 2)', () => {
  it("R7.25 a movement moves the members' versions here and in the other instance, and no one else's", async () => {
    const [here, there] = twoInstances();
    const before = [7, 8, 9].map((id) => [here!.versions.of(id), there!.versions.of(id)]);
    await here!.balances.read(7, async () => 100);
    here!.balances.moved([7, 8, 7]);
    expect([here!.versions.of(7), there!.versions.of(7)]).not.toContain(before[0]![0]);
    expect(here!.versions.of(8)).not.toBe(before[1]![0]);
    expect(there!.versions.of(8)).not.toBe(before[1]![1]);
    expect([here!.versions.of(9), there!.versions.of(9)]).toEqual(before[2]);
    // The balance read before the movement is gone too: the next read loads.
    expect(await here!.balances.read(7, async () => 90)).toBe(90);
  });

  it('an empty movement moves no version', () => {
    const [here] = twoInstances();
    const before = here!.versions.of(7);
    here!.balances.moved([]);
    expect(here!.versions.of(7)).toBe(before);
  });
});
