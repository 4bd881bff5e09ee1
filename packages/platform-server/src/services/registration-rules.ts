import { matchesRule, type registrationUser } from '@lobbykit/api-client/contract';
import type * as v from 'valibot';
import type { RegisterFieldSettings } from '../db/schema/index';

export type RegistrationForm = v.InferOutput<typeof registrationUser>;

export interface FieldRule {
  field: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  acceptedPattern: string;
  patternId: string;
}

/** A field that failed, with the translation key the client shows under it (R5.24, R5.26). */
export interface FieldFailure {
  field: string;
  messageKey: string;
}

export interface RegistrationRules {
  /** The operator's register settings: which fields show and which are required (R5.17, R5.18). */
  fields: RegisterFieldSettings;
  /** Validation rules by field (R5.22, R5.23). */
  rules: ReadonlyMap<string, FieldRule>;
  /** Mobile registration with an SMS code (R5.16): mobile number and code become required. */
  mobileVerification: boolean;
}

/** Message keys beyond the pattern catalogue's patternIds. */
export const MessageKey = {
  empty: 'input_empty',
  inconsistent: 'inconsistent_twice',
  /** A field the merchant does not show was sent with a value. */
  disabled: 'field_disabled',
  invitationCode: 'invitation_code_error',
  usernameTaken: 'username_taken',
  mobileTaken: 'mobile_taken',
  dialingCode: 'invalid_dialing_code',
  codeInvalid: 'verification_code_error',
  codeExpired: 'verification_code_expired',
} as const;

/** Checked in the order of the form, so the first failure is the one highest on the page. */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'email',
  'payeeName',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const satisfies readonly (keyof RegistrationForm)[];

type Field = (typeof REGISTRATION_FIELDS)[number];

const ALWAYS = { enabled: true, required: true };

function stateOf(field: Field, rules: RegistrationRules): { enabled: boolean; required: boolean } {
  if (field === 'username' || field === 'password' || field === 'confirmPassword') return ALWAYS;
  if (rules.mobileVerification && (field === 'mobileNum' || field === 'verificationCode')) return ALWAYS;
  const rule = rules.rules.get(field);
  const state =
    rules.fields[field] ?? (rule ? { enabled: rule.enabled, required: rule.required } : undefined);
  if (!state) return { enabled: false, required: false };
  // R5.19: a payment password the form shows is always required.
  if (field === 'paymentPassword') return { enabled: state.enabled, required: state.enabled };
  return state;
}

/**
 * The server's copy of the form's rules (never trusting the client): the first field that is
 * missing, refused or off its rule, or undefined when the whole form passes.
 */
export function firstInvalidField(
  form: RegistrationForm,
  rules: RegistrationRules,
): FieldFailure | undefined {
  for (const field of REGISTRATION_FIELDS) {
    const value = form[field] ?? '';
    const state = stateOf(field, rules);
    if (value === '') {
      if (state.enabled && state.required) return { field, messageKey: MessageKey.empty };
      continue;
    }
    if (!state.enabled) return { field, messageKey: MessageKey.disabled };
    if (field === 'confirmPassword') {
      if (value !== form.password) return { field, messageKey: MessageKey.inconsistent };
      continue;
    }
    const rule = rules.rules.get(field);
    if (rule && matchesRule(value, rule) !== 'ok') return { field, messageKey: rule.patternId };
  }
  return undefined;
}
