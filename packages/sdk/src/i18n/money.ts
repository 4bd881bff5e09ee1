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
 * string work rather than Intl so every browser and locale prints the same digits.
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

/**
 * Digits grouped by threes with commas (`12,345`), as every language of the site shows counts and
 * amounts (spec section 5). Plain string work rather than `toLocaleString`: a page's first Intl
 * number format loads the browser's locale data, 25-35 ms of main thread in Chromium, which the
 * game list paid on the way to its first card (bench/RESULTS.md). Beside formatMoney in one module,
 * so a widget that shows counts loads no chunk of its own for them.
 */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A whole count for people to read (`10,240 games`): rounded, grouped, a leading minus. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const whole = Math.round(Math.abs(count));
  return `${count < 0 && whole > 0 ? '-' : ''}${groupDigits(String(whole))}`;
}
