import {
  ErrorCode,
  type ResponseOf,
  type registerSettings,
  type validationRules,
} from '@lobbykit/api-client';
import { smsNoLogin } from '@lobbykit/api-client/accounts';
import { getClient } from '../client/configure';
import { errorMessage } from '../i18n/error-message';
import { type LoginResult, login } from './login';
import type { SliderSolution } from './slider';
import { type SmsSendResult, sendSmsCode } from './sms-code';
import { validateField } from './validation';

export interface SmsLoginForm {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  terms: boolean;
  /** The agent login (/agent) admits agents only (R6.12). */
  agent?: boolean;
}

/** What the mobile rule needs: the merchant's register settings and its rules (the permission's). */
export interface MobileRule {
  settings: ResponseOf<typeof registerSettings>;
  rules: ResponseOf<typeof validationRules>;
}

/** R5.04: an SMS login's number is required and must fit the merchant's mobile rule (Firebase's too). */
export function mobileProblem(mobileNum: string, rule: MobileRule | undefined): string | null {
  if (!mobileNum) return errorMessage('missing_phone');
  if (!rule) return null;
  const required = {
    ...rule.settings,
    fields: { ...rule.settings.fields, mobileNum: { enabled: true, required: true } },
  };
  return validateField('mobileNum', mobileNum, rule.rules.mobileNum, required)
    ? errorMessage('invalid_phone')
    : null;
}

/**
 * The checks both phone logins (SMS and Firebase) make before any call: the terms, then the number
 * (R5.04). Answers the failure the form shows, or null when the form may go on to its code (R5.05).
 */
export function phoneFormFailure(
  form: SmsLoginForm,
  rule: MobileRule | undefined,
): Extract<LoginResult, { status: 'failed' }> | null {
  if (!form.terms) return { status: 'failed', errorCode: 'terms', message: '', captcha: false };
  const problem = mobileProblem(form.mobileNum.trim(), rule);
  return problem
    ? {
        status: 'failed',
        errorCode: ErrorCode.validation,
        message: problem,
        captcha: false,
        field: 'mobileNum',
      }
    : null;
}

/**
 * R7.21: asks for a login code by SMS (/wps/verification/sms/noLogin), under the same countdown
 * (expiredMinutes x 60 s) and one-a-second throttle as every SMS code; a number off the mobile rule
 * is refused before anything is sent (R5.04). `slider` is the solved puzzle where the merchant
 * asks for one (R4.12).
 */
export async function sendLoginSms(
  dialCode: string,
  mobile: string,
  rule?: MobileRule,
  slider?: SliderSolution,
): Promise<SmsSendResult> {
  const problem = mobileProblem(mobile.trim(), rule);
  if (problem) return { status: 'failed', errorCode: ErrorCode.validation, message: problem };
  return sendSmsCode(mobile, (mobileNum) =>
    getClient().call(smsNoLogin, {
      mobileNum,
      countryDialingCode: dialCode.trim(),
      purpose: 'login',
      ...(slider ? { slider } : {}),
    }),
  );
}

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
