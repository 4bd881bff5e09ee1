import { describe, expect, it } from 'vitest';
import { expectSameMessageKeys, messageParityProblems } from './message-parity';

const english = { title: 'Log in', greeting: 'Hello {{name}}', nested: { count: '{{n}} left of {{total}}' } };

describe('message parity', () => {
  it('accepts a translation with the same keys, words and {{params}}', () => {
    const tagalog = {
      title: 'Mag-log in',
      greeting: 'Kumusta {{name}}',
      nested: { count: '{{total}}: {{n}}' },
    };
    expect(messageParityProblems(english, tagalog)).toEqual([]);
    expect(() => expectSameMessageKeys(english, tagalog)).not.toThrow();
  });

  it('names every missing, extra, empty key and every lost {{param}}', () => {
    const broken = { greeting: 'Kumusta {{who}}', nested: { count: ' ' }, extra: 'x' };
    expect(messageParityProblems(english, broken)).toEqual([
      'missing title',
      'greeting has {{who}} for {{name}}',
      'empty nested.count',
      'extra extra',
    ]);
    expect(() => expectSameMessageKeys(english, broken, 'login BN')).toThrow(
      /login BN does not match English:\n {2}missing title/,
    );
  });
});
