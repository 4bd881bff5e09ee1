import type { ResponseOf } from '@lobbykit/api-client';
import {
  bindEmail as bindEmailEndpoint,
  securityOverview,
  setPaymentPassword as setPaymentPasswordEndpoint,
} from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { attempt, type MoneyOutcome } from './cashier-outcome';

export type SecurityOverview = ResponseOf<typeof securityOverview>;

/** securityCenter: what is set and bound, masked by the server. */
export function loadSecurityOverview(): Promise<SecurityOverview> {
  return getClient().call(securityOverview);
}

export interface PaymentPasswordForm {
  /** The first time: the login password proves the member. */
  loginPassword?: string;
  /** Afterwards: the current payment password does. */
  oldPaymentPassword?: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** A payment password is 6 digits, as the cashier keypads take it. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

export type PaymentPasswordProblem = { field: keyof PaymentPasswordForm; key: string };

/**
 * The form's own rules, checked before sending: the proof of who the member is, 6 digits, and the
 * confirmation equal to the new password. The first problem, or null.
 */
export function checkPaymentPasswordForm(
  form: PaymentPasswordForm,
  firstTime: boolean,
): PaymentPasswordProblem | null {
  if (firstTime && !form.loginPassword) return { field: 'loginPassword', key: 'input_empty' };
  if (!firstTime && !PAYMENT_PASSWORD_PATTERN.test(form.oldPaymentPassword ?? '')) {
    return { field: 'oldPaymentPassword', key: 'payment_password_digits' };
  }
  if (!PAYMENT_PASSWORD_PATTERN.test(form.paymentPassword)) {
    return { field: 'paymentPassword', key: 'payment_password_digits' };
  }
  if (form.paymentPassword !== form.confirmPaymentPassword) {
    return { field: 'confirmPaymentPassword', key: 'inconsistent_twice' };
  }
  return null;
}

/** Sets or changes the payment password (encrypted). A wrong current one counts towards the lock. */
export function setPaymentPassword(
  form: PaymentPasswordForm,
): Promise<MoneyOutcome<{ hasPaymentPassword: true }>> {
  return attempt(() =>
    getClient().call(setPaymentPasswordEndpoint, {
      ...(form.loginPassword ? { loginPassword: form.loginPassword } : {}),
      ...(form.oldPaymentPassword ? { oldPaymentPassword: form.oldPaymentPassword } : {}),
      paymentPassword: form.paymentPassword,
      confirmPaymentPassword: form.confirmPaymentPassword,
    }),
  );
}

/** Binds or replaces the member's email. */
export function bindEmail(email: string): Promise<MoneyOutcome<{ email: string }>> {
  return attempt(() => getClient().call(bindEmailEndpoint, { email: email.trim() }));
}
