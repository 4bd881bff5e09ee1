import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, maskMoney } from './money';

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
