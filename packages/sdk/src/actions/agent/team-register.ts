import type { ResponseOf } from '@lobbykit/api-client';
import { registerDownline } from '@lobbykit/api-client/agent';
import { getClient } from '../../client/configure';
import { attempt, type MoneyFailure } from '../member-center/cashier-outcome';
import { assertRealAccount } from '../member-center/records-member-only';
import { loadRegistration } from '../register';
import { type FieldError, validateField } from '../validation';

export type RegisteredDownline = ResponseOf<typeof registerDownline>;

export interface DownlineForm {
  account: string;
  /** Empty: the merchant's default password, which the member must change at the first login. */
  password: string;
  kind?: 'player' | 'agent';
}

export type DownlineField = 'account' | 'password';
export type DownlineErrors = Partial<Record<DownlineField, FieldError>>;

export type RegisterDownlineOutcome =
  | { status: 'ok'; value: RegisteredDownline }
  | { status: 'invalid'; errors: DownlineErrors }
  | MoneyFailure;

/**
 * The register form's checks with the merchant's own field rules (the registration's username and
 * password rules, R5.22-R5.25), the first error of each field only (R5.26). An empty password is
 * fine: the account then gets the merchant's default password.
 */
export async function checkDownlineForm(form: DownlineForm): Promise<DownlineErrors> {
  const { rules, settings } = await loadRegistration();
  const errors: DownlineErrors = {};
  const account = validateField('username', form.account, rules.username, settings);
  if (account) errors.account = account;
  if (form.password !== '') {
    const password = validateField('password', form.password, rules.password, settings);
    if (password) errors.password = password;
  }
  return errors;
}

/**
 * registerCenter: opens an account in the caller's direct downline (encrypted). A refusal naming a
 * field (the account taken, say) comes back as that field's error, like a check here would.
 */
export async function registerDownlineAccount(form: DownlineForm): Promise<RegisterDownlineOutcome> {
  assertRealAccount();
  const errors = await checkDownlineForm(form);
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  const outcome = await attempt(() =>
    getClient().call(registerDownline, {
      account: form.account.trim(),
      password: form.password === '' ? undefined : form.password,
      kind: form.kind ?? 'player',
    }),
  );
  if (outcome.status === 'failed' && (outcome.field === 'account' || outcome.field === 'password')) {
    const key = outcome.messageKey ?? outcome.errorCode;
    return {
      status: 'invalid',
      errors: { [outcome.field]: { key, params: { min: 0, max: 0, length: '' } } },
    };
  }
  return outcome;
}
