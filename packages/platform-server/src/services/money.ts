/**
 * Money crosses the wire as a decimal number with at most two places and lives everywhere else as
 * integer minor units. Conversions go through the decimal text, never through `x * 100`, so 0.29
 * becomes 29 and not 28.999999999999996.
 */
const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Minor units of a wire amount; undefined when it is negative, not finite or has more than two places. */
export function toMinor(amount: number): number | undefined {
  const match = DECIMAL.exec(String(amount));
  if (!match) return undefined;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** The wire decimal of minor units: 123456 -> 1234.56. */
export function toDecimal(minor: number): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return Number(`${sign}${whole}.${cents}`);
}
