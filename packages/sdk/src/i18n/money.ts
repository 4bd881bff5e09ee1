import { groupDigits } from './count';

/** The merchant's currency symbol; TLB is the Philippines merchant's code for pesos (decisions). */
const SYMBOLS: Readonly<Record<string, string>> = {
  TLB: '₱',
  PHP: '₱',
  BDT: '৳',
  USD: '$',
  CNY: '¥',
  INR: '₹',
  VND: '₫',
  THB: '฿',
  IDR: 'Rp',
  MYR: 'RM',
  KRW: '₩',
  JPY: '¥',
  EUR: '€',
  BRL: 'R$',
};

export function currencySymbol(currency: string | null | undefined): string {
  if (!currency) return '';
  return SYMBOLS[currency.toUpperCase()] ?? `${currency.toUpperCase()} `;
}

/**
 * `₱1,234.50`: two decimals, thousands separators, the merchant's symbol, a leading minus. Plain
 * string work rather than Intl so every browser and locale prints the same digits (count.ts).
 */
export function formatMoney(amount: number | string, currency?: string | null): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return `${currencySymbol(currency)}0.00`;
  const cents = Math.round(Math.abs(value) * 100);
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  const grouped = groupDigits(whole);
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${grouped}.${fraction}`;
}

/** The balance with its hide toggle on (R2.48): every digit masked, the symbol kept. */
export function maskMoney(currency?: string | null): string {
  return `${currencySymbol(currency)}****`;
}
