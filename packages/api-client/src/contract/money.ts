import * as v from 'valibot';

/** At most two decimal places, judged on the number's own text so 0.1 + 0.2 does not pass. */
const TWO_PLACES = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * The largest amount one operation moves (a stake, a deposit, a withdrawal, a transfer, a reward):
 * 10,000,000.00. With balances capped at MAX_BALANCE every sum the platform makes (a balance plus an
 * amount, a day's totals, turnover x 100) stays far inside Number's safe integer range in minor
 * units (2^53, about 90,071,992,547,409.91 in decimal), so no total is ever rounded or shown wrong.
 */
export const MAX_AMOUNT = 10_000_000;

/**
 * The largest balance a wallet may hold: 1,000,000,000.00. A credit that would lift a balance over
 * it is refused (errorCode balance_limit) and moves nothing.
 */
export const MAX_BALANCE = 1_000_000_000;

/** An amount of money on the wire: a decimal number, never negative, at most two places (DESIGN.md). */
export const money = v.pipe(
  v.number(),
  v.check((amount) => TWO_PLACES.test(String(amount)), 'An amount has at most two decimal places'),
);

/** A stake, a win credit or a transfer: money that must be more than zero, at most MAX_AMOUNT. */
export const positiveMoney = v.pipe(
  money,
  v.minValue(0.01, 'The amount must be more than zero'),
  v.maxValue(MAX_AMOUNT, 'The amount is at most 10,000,000.00'),
);
