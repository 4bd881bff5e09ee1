import { ErrorCode } from '@lobbykit/api-client';
import { smsNoLogin } from '@lobbykit/api-client/accounts';
import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { type LoginResult, login } from './login';
import { type MobileRule, phoneCodeSender, phoneFormFailure, type SmsLoginForm } from './phone-login';

/**
 * R7.21: asks for a login code by SMS (/wps/verification/sms/noLogin), under the same countdown
 * (expiredMinutes x 60 s) and one-a-second throttle as every SMS code; a number off the mobile rule
 * is refused before anything is sent (R5.04). `slider` is the solved puzzle where the merchant
 * asks for one (R4.12).
 */
export const sendLoginSms = phoneCodeSender((body) =>
  getClient().call(smsNoLogin, { ...body, purpose: 'login' }),
);

/**
 * The SMS login (MOBILEVERCODELOGIN3): number (R5.04) and code (R5.05) are required, then the one
 * login flow runs with type sms, so no change-password modal opens (R4.07).
 */
export async function smsLogin(form: SmsLoginForm, rule?: MobileRule): Promise<LoginResult> {
  const failure = phoneFormFailure(form, rule);
  if (failure) return failure;
  const mobileNum = form.mobileNum.trim();
  const verificationCode = form.verificationCode.trim();
  if (!verificationCode) {
    return {
      status: 'failed',
      errorCode: ErrorCode.validation,
      message: errorMessage('invalid_code'),
      captcha: false,
      field: 'verificationCode',
    };
  }
  return login({
    username: '',
    password: '',
    type: 'sms',
    isSms: true,
    mobileNum,
    countryDialingCode: form.countryDialingCode.trim(),
    verificationCode,
    terms: true,
    ...(form.agent ? { agent: true } : {}),
  });
}
