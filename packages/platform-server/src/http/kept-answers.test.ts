import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers';

const answer = (bytes: number) => ({
  status: 200,
  headers: ['content-type', 'x'],
  body: Buffer.alloc(bytes),
});

describe('kept answers', () => {
  it('holds at most its entries, the least recently used going first', () => {
    const kept = keptAnswers(3, 1_000_000);
    for (const key of ['a', 'b', 'c']) kept.set(key, answer(1));
    kept.get('a');
    kept.set('d', answer(1));
    expect(kept.size).toBe(3);
    expect(kept.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => kept.get(key) !== undefined)).toEqual([true, true, true]);
  });

  it('holds at most its bytes (keys, headers and bodies), and never one answer over a quarter of them', () => {
    const kept = keptAnswers(1_000, 1_000);
    for (let n = 0; n < 100; n++) {
      kept.set(`key-${n}`, answer(100));
      expect(kept.bytes).toBeLessThanOrEqual(1_000);
    }
    // Each entry counts its key (6), its headers (13) and its body (100).
    expect(kept.size).toBe(Math.floor(1_000 / 119));
    kept.set('large', answer(300));
    expect(kept.get('large')).toBeUndefined();
    kept.delete('key-99');
    kept.clear();
    expect([kept.size, kept.bytes]).toEqual([0, 0]);
  });
});
