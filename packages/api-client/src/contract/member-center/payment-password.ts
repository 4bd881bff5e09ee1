import * as v from 'valibot';
import { endpoint } from '../endpoint';

/** A payment password: 6 digits, as cashier keypads take it. */
export const paymentPasswordValue = v.pipe(v.string(), v.regex(/^\d{6}$/, 'A payment password is 6 digits'));

/**
 * Sets the payment password (withdrawals, point redemption). The first time the login password
 * proves the member; afterwards the current payment password does. Encrypted like every password.
 */
export const setPaymentPassword = endpoint({
  method: 'PUT',
  path: '/wps/member/password/payment',
  auth: 'member',
  encrypted: true,
  request: v.pipe(
    v.strictObject({
      loginPassword: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128))),
      oldPaymentPassword: v.optional(paymentPasswordValue),
      paymentPassword: paymentPasswordValue,
      confirmPaymentPassword: v.string(),
    }),
    v.forward(
      v.check(
        (input) => input.paymentPassword === input.confirmPaymentPassword,
        'Confirmation password is not correct.',
      ),
      ['confirmPaymentPassword'],
    ),
    v.check(
      (input) => input.loginPassword !== undefined || input.oldPaymentPassword !== undefined,
      'Send the login password (first time) or the current payment password',
    ),
  ),
  response: v.object({ hasPaymentPassword: v.literal(true) }),
});

/**
 * What a wrong payment password answers, on every call that takes one: how many tries are left
 * before the payment password locks for `lockMinutes` (5 wrong in a row lock it for 5 minutes).
 */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 5;
