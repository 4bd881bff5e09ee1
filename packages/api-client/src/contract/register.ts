import * as v from 'valibot';
import { endpoint } from './endpoint';
import { text, trimmed } from './fields';
import { sessionValue } from './session';

const optionalText = (max = 64) =>
  v.optional(v.pipe(v.string(), v.maxLength(max * 4), v.trim(), v.maxLength(max)));

/**
 * The registration user of spec section 3 (R3.03, R3.04). Which fields are enabled and required,
 * and each field's pattern and bounds, come from the merchant's register settings and validation
 * rules; the server applies the same rules (never trusting the client) and answers the first failing
 * field with its patternId message key.
 */
export const registrationUser = v.strictObject({
  username: trimmed(1, 64),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  confirmPassword: v.pipe(v.string(), v.maxLength(128)),
  payeeName: optionalText(),
  email: optionalText(),
  qqNum: optionalText(),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(6),
  recommenderId: optionalText(),
  referralCode: optionalText(),
  affiliateCode: optionalText(),
  captcha: optionalText(16),
  captchaId: v.optional(text(64)),
  verificationCode: optionalText(12),
  paymentPassword: v.optional(v.pipe(v.string(), v.maxLength(64))),
  line: optionalText(),
  whatsapp: optionalText(),
  facebook: optionalText(),
  wechat: optionalText(),
  idNumber: optionalText(),
  domain: optionalText(253),
  firebaseChannel: optionalText(32),
  firebaseIdToken: v.optional(text(4096)),
  /** Decisions: ask the server to log the new member in at once. */
  login: v.optional(v.boolean(), true),
  registerUrl: v.optional(text(2048)),
  registerMethod: v.optional(v.literal('WEB'), 'WEB'),
});

/** R7.05: the session when `login` was asked for, else null. */
export const register = endpoint({
  method: 'PUT',
  path: '/wps/member/register',
  encrypted: true,
  request: registrationUser,
  response: v.nullable(sessionValue),
});

/** R7.06: registration with a verified mobile number (MOBILENUMREG3, REGMOBVERF3). */
export const registerMobile = endpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  encrypted: true,
  request: registrationUser,
  response: v.nullable(sessionValue),
});

/** R7.24: is this an affiliate code of an agent of this merchant? Checked before registering (R4.30). */
export const affiliateCheck = endpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  request: v.strictObject({ code: trimmed(1, 64), domain: v.optional(text(253)) }),
  response: v.object({ valid: v.boolean() }),
});

/** R7.23, R7.22: a code by SMS for registration; the countdown is expiredMinutes x 60 s (R4.32). */
export const registerSms = endpoint({
  method: 'POST',
  path: '/wps/verification/sms/register',
  request: v.strictObject({
    countryDialingCode: trimmed(1, 6),
    mobileNo: trimmed(6, 20),
  }),
  response: v.object({ expiredMinutes: v.number(), message: v.string() }),
});

/** What the SMS and mail providers' local default wrote (DESIGN.md: the outbox), for operators and tests. */
export const adminOutbox = endpoint({
  method: 'GET',
  path: '/admin/outbox',
  auth: 'admin',
  request: v.strictObject({
    merchantCode: v.pipe(v.string(), v.maxLength(16)),
    to: v.optional(text(254)),
    channel: v.optional(v.picklist(['sms', 'mail'])),
  }),
  response: v.array(
    v.object({
      id: v.number(),
      channel: v.picklist(['sms', 'mail']),
      to: v.string(),
      body: v.string(),
      createdAt: v.string(),
    }),
  ),
});
