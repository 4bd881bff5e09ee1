import { describe, expect, it } from 'vitest';
import { toDecimal, toMinor } from './money';

describe('money on the wire', () => {
  it('converts decimals to minor units through their text, never through floating point', () => {
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(10_000)).toBe(1_000_000);
    expect(toMinor(12.5)).toBe(1_250);
    expect(toMinor(1234.56)).toBe(123_456);
  });

  it('refuses negative amounts, more than two places and non-numbers', () => {
    for (const amount of [-1, 0.001, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, 1e21]) {
      expect(toMinor(amount), String(amount)).toBeUndefined();
    }
  });

  it('answers minor units as a decimal with at most two places', () => {
    expect(toDecimal(123_456)).toBe(1234.56);
    expect(toDecimal(5)).toBe(0.05);
    expect(toDecimal(-250)).toBe(-2.5);
    expect(() => toDecimal(0.5)).toThrow(RangeError);
  });
});
