/**
 * `12,345`: digits grouped by threes with commas, as every language of the site shows counts and
 * amounts (spec section 5). Plain string work rather than `toLocaleString`: a page's first Intl
 * number format loads the browser's locale data, 25-35 ms of main thread in Chromium, which the
 * game list paid on the way to its first card (bench/RESULTS.md).
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
