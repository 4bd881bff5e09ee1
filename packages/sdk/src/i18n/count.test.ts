import { describe, expect, it } from 'vitest';
import { formatCount, groupDigits } from './count';

describe('formatCount', () => {
  it('groups thousands with commas, the same in every language', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(10240)).toBe('10,240');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('rounds to a whole count and keeps a minus', () => {
    expect(formatCount(1234.6)).toBe('1,235');
    expect(formatCount(-1500)).toBe('-1,500');
    expect(formatCount(-0.2)).toBe('0');
  });

  it('prints what toLocaleString("en") prints for whole numbers', () => {
    for (const n of [7, 12, 345, 6789, 98765, 123456, 7654321, 2 ** 31])
      expect(formatCount(n)).toBe(n.toLocaleString('en'));
  });

  it('answers 0 for what is no number', () => {
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('groups a digit string', () => {
    expect(groupDigits('1234567')).toBe('1,234,567');
  });
});
