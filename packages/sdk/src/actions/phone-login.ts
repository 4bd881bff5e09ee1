import {
  ErrorCode,
  type ResponseOf,
  type registerSettings,
  type validationRules,
} from '@lobbykit/api-client';
import { errorMessage } from '../i18n/error-message';
import type { LoginResult } from './login';
import type { SliderSolution } from './slider';
import { type SmsSendResult, type SmsSent, sendSmsCode } from './sms-code';
import { validateField } from './validation';

/**
 * What the two phone logins share (the SMS login, sms-login.ts, and Firebase's, firebase-login.ts):
 * the form, the mobile rule its number must fit (R5.04) and the checks made before any call.
 */
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

/** R5.04: a phone login's number is required and must fit the merchant's mobile rule. */
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
 * The checks both phone logins make before any call: the terms, then the number (R5.04). Answers
 * the failure the form shows, or null when the form may go on to its code (R5.05).
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

/** Asks for a phone login's code: the number, the dialing code, the mobile rule, the solved slider. */
export type PhoneCodeSender = (
  dialCode: string,
  mobile: string,
  rule?: MobileRule,
  slider?: SliderSolution,
) => Promise<SmsSendResult>;

/**
 * A phone login's code sender, under the one SMS countdown and throttle: a number off the mobile
 * rule is refused before anything is sent (R5.04); `ask` sends the trimmed number with the trimmed
 * dialing code and the solved slider, where the merchant asks for one (R4.12).
 */
export function phoneCodeSender(
  ask: (body: { mobileNum: string; countryDialingCode: string; slider?: SliderSolution }) => Promise<SmsSent>,
): PhoneCodeSender {
  return async (dialCode, mobile, rule, slider) => {
    const problem = mobileProblem(mobile.trim(), rule);
    if (problem) return { status: 'failed', errorCode: ErrorCode.validation, message: problem };
    return sendSmsCode(mobile, (mobileNum) =>
      ask({ mobileNum, countryDialingCode: dialCode.trim(), ...(slider ? { slider } : {}) }),
    );
  };
}
