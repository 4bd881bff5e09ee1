import type { ResponseOf, registerFieldNames, registerSettings, validationRules } from '@lobbykit/api-client';
import { matchesRule, registrationUser } from '@lobbykit/api-client/accounts';
import type * as v from 'valibot';

export type ValidationRule = ResponseOf<typeof validationRules>[string];
export type ValidationRules = ResponseOf<typeof validationRules>;
export type RegisterSettings = ResponseOf<typeof registerSettings>;
export type RegistrationUser = v.InferInput<typeof registrationUser>;

/** The fields a registration form may show: the credentials and the operator's fields (R5.17). */
export type RegistrationField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | (typeof registerFieldNames)[number];
export type RegistrationValues = Partial<Record<RegistrationField, string>>;

/**
 * A message key and its parameters. Keys are the server's too (`input_empty`, `inconsistent_twice`,
 * `invitation_code_error`, a patternId), so a server refusal and a client check read the same way.
 * `length` is the bounds as shown: one number when min equals max (R5.25), else `min-max`.
 */
export interface FieldError {
  key: string;
  params: { min: number; max: number; length: string };
}

export const MessageKey = {
  empty: 'input_empty',
  inconsistent: 'inconsistent_twice',
  invitation: 'invitation_code_error',
  usernameTaken: 'username_taken',
} as const;

/**
 * How a merchant registers: mobile mode (MOBILENUMREG3, MOBILENUMPASSREG3) asks for a mobile number;
 * SMS verification (REGMOBVERF3) asks for the number and its code, through register/mobile.
 */
export interface RegistrationMode {
  mobile: boolean;
  smsVerification: boolean;
}

export interface FieldRequirement {
  name: RegistrationField;
  required: boolean;
}

const noBounds = { min: 0, max: 0, length: '' };

/** A rule's bounds as its message shows them. */
export function bounds(rule: ValidationRule | undefined): FieldError['params'] {
  if (!rule) return noBounds;
  const { minLength: min, maxLength: max } = rule;
  return { min, max, length: min === max ? String(min) : `${min}-${max}` };
}

/** Passwords are checked as typed: spaces a player typed are part of them, as on the server. */
const untrimmed = new Set<string>(['password', 'confirmPassword', 'paymentPassword']);
const alwaysRequired = new Set<string>(['username', 'password', 'confirmPassword']);

function check(field: string, value: string, rule: ValidationRule | undefined, required: boolean) {
  const text = untrimmed.has(field) ? value : value.trim();
  if (!text) return required ? { key: MessageKey.empty, params: bounds(rule) } : null;
  if (!rule || matchesRule(text, rule) === 'ok') return null;
  return { key: rule.patternId, params: bounds(rule) };
}

/**
 * One field against its rule (R5.22-R5.25): empty and required (by the merchant's settings, R5.18,
 * or always for a shown payment password, R5.19) → `input_empty`; a value outside the bounds or the
 * pattern → the rule's patternId with its bounds. An empty optional field passes.
 */
export function validateField(
  field: string,
  value: string,
  rule: ValidationRule | undefined,
  settings: RegisterSettings,
): FieldError | null {
  const setting = settings.fields[field];
  const required =
    alwaysRequired.has(field) ||
    (setting?.enabled === true && (setting.required || field === 'paymentPassword'));
  return check(field, value, rule, required);
}

const credentials = new Set<string>(['username', 'password', 'confirmPassword']);

/**
 * The fields a merchant's form shows, in the registration user's order, and whether each is
 * required: username, password and confirmation always; the fields the merchant's settings list
 * when enabled (R5.17) and required when configured (R5.18); mobile in mobile mode (R5.12), the SMS
 * code with verification on (R5.16), a shown payment password always required (R5.19).
 */
export function registrationFields(settings: RegisterSettings, mode: RegistrationMode): FieldRequirement[] {
  const fields: FieldRequirement[] = [
    { name: 'username', required: true },
    { name: 'password', required: true },
    { name: 'confirmPassword', required: true },
  ];
  // The settings name the operator's fields (the contract's registerFieldNames); the order is the
  // registration user's, read from its schema so this entry carries no second list.
  const needsMobile = mode.mobile || mode.smsVerification;
  const operatorField = (name: string): name is RegistrationField =>
    !credentials.has(name) &&
    (name in settings.fields || name === 'mobileNum' || name === 'verificationCode');
  for (const name of Object.keys(registrationUser.entries).filter(operatorField)) {
    const setting = settings.fields[name];
    let enabled = setting?.enabled ?? false;
    let required = enabled && (setting?.required ?? false);
    if (name === 'mobileNum' && needsMobile) enabled = required = true;
    // The code proves the number: asked exactly when the merchant verifies numbers (REGMOBVERF3).
    if (name === 'verificationCode') enabled = required = mode.smsVerification;
    if (name === 'paymentPassword') required = enabled;
    if (enabled) fields.push({ name, required });
  }
  return fields;
}

/**
 * The whole form (R4.29): the FIRST error of each field only (R5.26); the confirmation must equal
 * the password (R5.11). Fields the merchant does not show are not checked.
 */
export function validateRegistration(
  values: RegistrationValues,
  rules: ValidationRules,
  settings: RegisterSettings,
  mode: RegistrationMode,
): Partial<Record<RegistrationField, FieldError>> {
  const errors: Partial<Record<RegistrationField, FieldError>> = {};
  for (const { name, required } of registrationFields(settings, mode)) {
    const value = values[name] ?? '';
    if (name === 'confirmPassword') {
      if (!value) errors[name] = { key: MessageKey.empty, params: noBounds };
      else if (value !== (values.password ?? ''))
        errors[name] = { key: MessageKey.inconsistent, params: noBounds };
      continue;
    }
    const error = check(name, value, rules[name], required);
    if (error) errors[name] = error;
  }
  return errors;
}
