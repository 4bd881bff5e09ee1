import { memberInfo, registerSettings } from '@lobbykit/api-client';
import {
  forgotPasswordByEmail,
  RESET_MAIL_SENT,
  setPasswordByPhone,
  smsNoLogin,
} from '@lobbykit/api-client/accounts';
import { getClient } from '../client/configure';
import { lookup } from '../i18n/translate';
import { emit } from '../runtime/events';
import { $session, forgetSession, markLoggedIn, saveToken } from '../stores/session';
import { refreshBalance } from './balance';
import { checkNewPassword } from './change-password';
import { dialogs } from './dialogs';
import { closeModal } from './modal';
import { navigate } from './navigate';
import { type PasswordFlowFailure, passwordFlowFailure } from './password-failure';
import type { SliderSolution } from './slider';
import { type SmsSendResult, sendSmsCode, stopSmsCountdown } from './sms-code';
import { bounds, type FieldError, MessageKey } from './validation';

export type ResetMailField = 'username' | 'email';
export type ResetPhoneField = 'mobileNum' | 'verificationCode' | 'newPassword';

export type ResetMailResult =
  | { status: 'sent'; messageKey: typeof RESET_MAIL_SENT }
  | PasswordFlowFailure<ResetMailField>;
export type ResetPhoneResult = { status: 'ok' } | PasswordFlowFailure<ResetPhoneField>;

/**
 * The confirmation's words live with the password widgets (their `passwords` namespace),
 * so the runtime chunk does not carry them; English stands in if no widget defined them.
 */
const CONFIRMATION_KEY = `passwords.${RESET_MAIL_SENT}`;
const CONFIRMATION_FALLBACK = 'The email has been sent. Please check your mailbox.';

const empty = (): FieldError => ({ key: MessageKey.empty, params: bounds(undefined) });

/**
 * Forgot password by email: username and email required (R5.31), then a form-encoded
 * /wps/member/password/email (R7.08). On success the confirmation in_been_out shows (R4.25) and
 * the modal closes (R4.26).
 */
export async function sendPasswordResetMail(values: {
  username: string;
  email: string;
}): Promise<ResetMailResult> {
  const username = values.username.trim();
  const email = values.email.trim();
  const errors: Partial<Record<ResetMailField, FieldError>> = {};
  if (!username) errors.username = empty();
  if (!email) errors.email = empty();
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  try {
    await getClient().call(forgotPasswordByEmail, { username, email });
  } catch (error) {
    return passwordFlowFailure<ResetMailField>(error, ['username', 'email']);
  }
  closeModal('forgotPassword');
  void dialogs().alert(lookup(CONFIRMATION_KEY) ?? CONFIRMATION_FALLBACK);
  return { status: 'sent', messageKey: RESET_MAIL_SENT };
}

/** The merchant's dialing code (register settings), for numbers typed without it. */
async function dialingCode(): Promise<string> {
  return (await getClient().call(registerSettings)).countryDialingCode.replace(/^\+/, '');
}

/**
 * Forgot password by phone, step one: a code by SMS with purpose 'password', under the same
 * countdown and one-a-second throttle as registration codes (R4.32-R4.35); `slider` is the solved
 * puzzle where the merchant asks for one (R4.12).
 */
export function sendPasswordSms(mobile: string, slider?: SliderSolution): Promise<SmsSendResult> {
  return sendSmsCode(mobile, async (mobileNum) =>
    getClient().call(smsNoLogin, {
      mobileNum,
      countryDialingCode: await dialingCode(),
      purpose: 'password',
      ...(slider ? { slider } : {}),
    }),
  );
}

/**
 * Forgot password by phone, step two: mobile, code and a new password passing its rule (R5.32),
 * sent encrypted to /wps/member/password/verification (R7.09); the answer is a session, kept as a
 * login's, and the player lands on / (R4.27).
 */
export async function setPasswordWithSms(values: {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}): Promise<ResetPhoneResult> {
  const mobileNum = values.mobileNum.trim();
  const verificationCode = values.verificationCode.trim();
  const errors: Partial<Record<ResetPhoneField, FieldError>> = {};
  if (!mobileNum) errors.mobileNum = empty();
  if (!verificationCode) errors.verificationCode = empty();
  const client = getClient();
  try {
    const ruleError = await checkNewPassword(values.newPassword);
    if (ruleError) errors.newPassword = ruleError;
    if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
    const answer = await client.call(setPasswordByPhone, {
      newPassword: values.newPassword,
      mobileNum,
      countryDialingCode: await dialingCode(),
      verificationCode,
    });
    saveToken(answer.token);
    try {
      markLoggedIn(await client.call(memberInfo));
    } catch (error) {
      forgetSession();
      throw error;
    }
  } catch (error) {
    return passwordFlowFailure<ResetPhoneField>(error, ['mobileNum', 'verificationCode', 'newPassword']);
  }
  stopSmsCountdown();
  const session = $session.get();
  $session.setKey('afterLogin', true);
  void refreshBalance();
  closeModal('forgotPassword');
  emit('login', {
    account: session.account ?? '',
    isAgent: session.isAgent,
    isTrial: session.isTrial,
  });
  navigate('/');
  return { status: 'ok' };
}
