import { memberInfo, validationRules } from '@lobbykit/api-client';
import { changePassword as changePasswordEndpoint, matchesRule } from '@lobbykit/api-client/accounts';
import { getClient } from '../client/configure';
import { $session, markLoggedIn } from '../stores/session';
import { refreshBalance } from './balance';
import { runFirstLoginAction } from './first-login';
import { forgetKnownPassword, knownPassword } from './known-password';
import { closeModal } from './modal';
import { navigate } from './navigate';
import { passwordFlowFailure } from './password-failure';
import { bounds, type FieldError, MessageKey } from './validation';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';
export type PasswordErrors = Partial<Record<PasswordField, FieldError>>;

export interface ChangePasswordForm {
  /** Left out when the old password is known (`isOldPasswordKnown()`, R5.28). */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ChangePasswordResult =
  | { status: 'ok' }
  | { status: 'invalid'; errors: PasswordErrors }
  | { status: 'failed'; errorCode: string; message: string };

const noBounds = bounds(undefined);

/**
 * R5.28: the old password is asked for unless it is known: after a login that forced the change,
 * the player has just typed it, so the form leaves the field out and the action sends that one.
 */
export function isOldPasswordKnown(): boolean {
  return knownPassword() !== null;
}

/** The new password against the merchant's password rule (R5.29), the first failure only (R5.26). */
export async function checkNewPassword(password: string): Promise<FieldError | null> {
  if (!password) return { key: MessageKey.empty, params: noBounds };
  const rule = (await getClient().call(validationRules)).password;
  if (rule && matchesRule(password, rule) !== 'ok') return { key: rule.patternId, params: bounds(rule) };
  return null;
}

/**
 * The change-password flow: old (R5.28), new with its rule (R5.29), the confirmation equal
 * (R5.30); then /wps/member/password with the token, encrypted (R7.07). On success (R4.22) login
 * info reloads, the forced state clears, the after-login steps a forced change held back run, the
 * modal closes and the player goes to /.
 */
export async function changePassword(form: ChangePasswordForm): Promise<ChangePasswordResult> {
  const oldPassword = knownPassword() ?? form.oldPassword ?? '';
  const errors: PasswordErrors = {};
  if (!oldPassword) errors.oldPassword = { key: MessageKey.empty, params: noBounds };
  let ruleError: FieldError | null;
  try {
    ruleError = await checkNewPassword(form.newPassword);
  } catch (error) {
    return failure(error);
  }
  if (ruleError) errors.newPassword = ruleError;
  if (!form.confirmNewPassword) errors.confirmNewPassword = { key: MessageKey.empty, params: noBounds };
  else if (form.confirmNewPassword !== form.newPassword)
    errors.confirmNewPassword = { key: MessageKey.inconsistent, params: noBounds };
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };

  const client = getClient();
  try {
    await client.call(changePasswordEndpoint, {
      oldPassword,
      newPassword: form.newPassword,
      confirmNewPassword: form.confirmNewPassword,
    });
    markLoggedIn(await client.call(memberInfo));
  } catch (error) {
    return failure(error);
  }
  forgetKnownPassword();
  $session.setKey('mustChangePassword', null);
  $session.setKey('afterLogin', true);
  void refreshBalance();
  closeModal('changePassword');
  navigate('/');
  // R4.06: a first login's action waited for the forced change (announcements F, the gift notice).
  runFirstLoginAction();
  return { status: 'ok' };
}

const failure = (error: unknown) =>
  passwordFlowFailure<PasswordField>(error, ['oldPassword', 'newPassword', 'confirmNewPassword']);
