import { describe, expect, it } from 'vitest';
import { currencySymbol, formatCount, formatMoney, groupDigits, maskMoney } from './money';

describe('formatMoney', () => {
  it('R2.47 shows two decimals, thousands separators and the peso sign for TLB', () => {
    expect(formatMoney(1234567.5, 'TLB')).toBe('₱1,234,567.50');
    expect(formatMoney(0, 'TLB')).toBe('₱0.00');
    expect(formatMoney(999.999, 'TLB')).toBe('₱1,000.00');
  });

  it('uses the taka sign for BDT', () => {
    expect(formatMoney(20500, 'BDT')).toBe('৳20,500.00');
  });

  it('puts the minus before the symbol and accepts decimal strings', () => {
    expect(formatMoney(-12.3, 'TLB')).toBe('-₱12.30');
    expect(formatMoney('1000.1', 'BDT')).toBe('৳1,000.10');
  });

  it('falls back to the code for a currency without a known symbol, and to nothing without one', () => {
    expect(currencySymbol('XYZ')).toBe('XYZ ');
    expect(formatMoney(5)).toBe('5.00');
  });

  it('R2.48 masks the balance with asterisks', () => {
    expect(maskMoney('TLB')).toBe('₱****');
  });
});

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
