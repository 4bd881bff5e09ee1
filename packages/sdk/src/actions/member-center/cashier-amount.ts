/** At most two places and 13 whole digits, the wire's `money` rule, judged on what the player typed. */
const AMOUNT_TEXT = /^\d{1,13}(\.\d{1,2})?$/;

export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_format' }
  | { key: 'amount_positive' }
  | { key: 'amount_min'; min: number }
  | { key: 'amount_max'; max: number }
  | { key: 'amount_balance'; balance: number };

export interface AmountLimits {
  min?: number | null | undefined;
  max?: number | null | undefined;
  /** What the wallet holds; a withdrawal or transfer cannot take more. */
  balance?: number | null | undefined;
}

/**
 * An amount typed into a cashier form, checked before anything is sent (issue 5, bad input): empty,
 * not a number with at most two decimals, zero or negative, outside the channel's limits or over the
 * balance is refused with the first rule it breaks. The number, when it passes.
 */
export function checkAmount(
  typed: string,
  limits: AmountLimits = {},
): { amount: number; problem: null } | { amount: null; problem: AmountProblem } {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { amount: null, problem: { key: 'amount_required' } };
  if (!AMOUNT_TEXT.test(text)) {
    const negative = /^-\d/.test(text);
    return { amount: null, problem: { key: negative ? 'amount_positive' : 'amount_format' } };
  }
  const amount = Number(text);
  if (amount <= 0) return { amount: null, problem: { key: 'amount_positive' } };
  if (limits.min != null && amount < limits.min) {
    return { amount: null, problem: { key: 'amount_min', min: limits.min } };
  }
  if (limits.max != null && amount > limits.max) {
    return { amount: null, problem: { key: 'amount_max', max: limits.max } };
  }
  if (limits.balance != null && amount > limits.balance) {
    return { amount: null, problem: { key: 'amount_balance', balance: limits.balance } };
  }
  return { amount, problem: null };
}
