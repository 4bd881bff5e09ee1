import { describe, expect, it } from 'vitest';
import { createMemberVersions } from './member-versions';

describe('member versions', () => {
  it("moves one member's number on a bump and leaves the others'", () => {
    const versions = createMemberVersions(10);
    const [one, two] = [versions.of(1), versions.of(2)];
    versions.bump([1]);
    expect(versions.of(1)).not.toBe(one);
    expect(versions.of(2)).toBe(two);
    const after = versions.of(1);
    versions.bump(new Set([1, 2]));
    expect(versions.of(1)).not.toBe(after);
    expect(versions.of(2)).not.toBe(two);
  });

  it('stays within its bound, and a number read before a bump never comes back after it, dropped or not', () => {
    const versions = createMemberVersions(3);
    // For each member, the numbers it had before one of its bumps: none may be read again.
    const stale = new Map<number, Set<number>>();
    for (let step = 0; step < 500; step++) {
      const id = (step * 7) % 11;
      const before = versions.of(id);
      versions.bump([id]);
      stale.set(id, (stale.get(id) ?? new Set()).add(before));
      for (let other = 0; other < 11; other++)
        expect(stale.get(other)?.has(versions.of(other))).not.toBe(true);
      expect(versions.size).toBeLessThanOrEqual(3);
    }
  });
});
