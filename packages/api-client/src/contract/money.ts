import * as v from 'valibot';

/** At most two decimal places, judged on the number's own text so 0.1 + 0.2 does not pass. */
const TWO_PLACES = /^\d{1,13}(\.\d{1,2})?$/;

/** An amount of money on the wire: a decimal number, never negative, at most two places (DESIGN.md). */
export const money = v.pipe(
  v.number(),
  v.check((amount) => TWO_PLACES.test(String(amount)), 'An amount has at most two decimal places'),
);

/** A stake, a win credit or a transfer: money that must be more than zero. */
export const positiveMoney = v.pipe(money, v.minValue(0.01, 'The amount must be more than zero'));
