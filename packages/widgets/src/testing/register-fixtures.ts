import type { RegisterSettings, ValidationRule, ValidationRules } from '@lobbykit/sdk/accounts';
import { PATTERNS, type PatternId } from '@lobbykit/sdk/accounts';

/** A validation rule as the server answers it (spec section 5), with the catalogue's expression. */
export function registerRule(
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  flags: { enabled?: boolean; required?: boolean; acceptedPattern?: string } = {},
): ValidationRule {
  return {
    enabled: flags.enabled ?? true,
    required: flags.required ?? false,
    minLength,
    maxLength,
    acceptedPattern: flags.acceptedPattern ?? PATTERNS[patternId],
    patternId,
  };
}

/** The Philippines merchant's seeded rules (09 + 9 digits), as the platform server seeds them. */
export function registerRules(overrides: ValidationRules = {}): ValidationRules {
  return {
    username: registerRule('pattern_letter_first', 6, 16, { required: true }),
    password: registerRule('pattern_letter_number', 8, 20, { required: true }),
    paymentPassword: registerRule('pattern_numbers_only', 6, 6, { enabled: false }),
    mobileNum: registerRule('pattern_mobile', 11, 11, { required: true, acceptedPattern: '^09\\d{9}$' }),
    email: registerRule('pattern_email', 5, 64),
    payeeName: registerRule('pattern_full_name', 3, 64),
    affiliateCode: registerRule('pattern_letters_or_numbers', 4, 16),
    verificationCode: registerRule('pattern_numbers_only', 6, 6, { enabled: false }),
    captcha: registerRule('pattern_letters_or_numbers', 4, 4, { required: true }),
    ...overrides,
  };
}

/** Register settings: which fields show and which are required (R5.17, R5.18). */
export function registerSettingsFor(
  fields: RegisterSettings['fields'] = {},
  merchant: { countryDialingCode: string; mobilePrefix: string } = {
    countryDialingCode: '+63',
    mobilePrefix: '09',
  },
): RegisterSettings {
  return {
    fields: {
      mobileNum: { enabled: false, required: false },
      email: { enabled: false, required: false },
      payeeName: { enabled: false, required: false },
      affiliateCode: { enabled: true, required: false },
      captcha: { enabled: false, required: false },
      ...fields,
    },
    countryDialingCode: merchant.countryDialingCode,
    mobileDigits: 11,
    mobilePrefix: merchant.mobilePrefix,
    minimumAge: 18,
  };
}
