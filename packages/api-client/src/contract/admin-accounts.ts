import * as v from 'valibot';
import { endpoint } from './endpoint';
import { trimmed } from './fields';
import { registerFieldNames, validationRule } from './system';

const merchantCode = v.pipe(v.string(), v.maxLength(16));

/** The module flags of spec section 3 that registration and login read (R3.34). */
export const accountModuleFlags = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'MOBILEVERCODELOGIN3',
  /** R4.13: Firebase SMS login (the SMS login's code and countdown come from Firebase). */
  'FIREBASESMSLOGIN3',
] as const;

const fieldState = v.strictObject({ enabled: v.boolean(), required: v.boolean() });

const ruleInput = v.strictObject({
  enabled: v.boolean(),
  required: v.boolean(),
  minLength: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(256)),
  maxLength: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(256)),
  /** A regular expression source, or '*' for any value (R5.22). */
  acceptedPattern: v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(512),
    v.check((source) => {
      if (source === '*') return true;
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, 'Not a regular expression'),
  ),
  patternId: trimmed(1, 64),
});

/**
 * A merchant's register settings as the operator edits them: which fields show and are required
 * (R5.17, R5.18; the captcha is the `captcha` field), the mobile format, the account module flags,
 * and the validation rule of each field (R5.22). Replaced whole, so what is sent is what applies.
 */
export const accountSettings = v.strictObject({
  fields: v.record(v.picklist(registerFieldNames), fieldState),
  countryDialingCode: v.pipe(v.string(), v.regex(/^\d{1,4}$/)),
  mobileDigits: v.pipe(v.number(), v.integer(), v.minValue(6), v.maxValue(15)),
  mobilePrefix: v.pipe(v.string(), v.regex(/^\d{0,4}$/)),
  minimumAge: v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(25)),
  smsExpiredMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(30)),
  modules: v.strictObject(
    Object.fromEntries(accountModuleFlags.map((flag) => [flag, v.boolean()])) as Record<
      (typeof accountModuleFlags)[number],
      v.BooleanSchema<undefined>
    >,
  ),
  rules: v.record(v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/)), ruleInput),
  /** R4.16: what a login from an IP the account never used must also prove; 'off' asks nothing. */
  newIpProof: v.optional(v.picklist(['off', 'mobile', 'email', 'payeeName', 'google']), 'off'),
  /** R4.12: the self-hosted slider check before an SMS code is sent to someone not logged in. */
  sliderCheck: v.optional(v.boolean(), false),
});

export const adminAccountSettings = endpoint({
  method: 'GET',
  path: '/admin/account-settings',
  auth: 'admin',
  request: v.strictObject({ merchantCode }),
  response: v.object({
    ...accountSettings.entries,
    fields: v.record(v.string(), fieldState),
    rules: v.record(v.string(), validationRule),
  }),
});

/** Replaces a merchant's register settings, module flags and rules; answers what now applies. */
export const adminReplaceAccountSettings = endpoint({
  method: 'PUT',
  path: '/admin/account-settings',
  auth: 'admin',
  request: v.strictObject({ merchantCode, settings: accountSettings }),
  response: adminAccountSettings.response,
});
