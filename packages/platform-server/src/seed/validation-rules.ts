import type { MerchantSeed } from '../db/seed-writer';

type Rule = MerchantSeed['validationRules'][number];

const rule = (
  field: string,
  minLength: number,
  maxLength: number,
  acceptedPattern: string,
  patternId: string,
  flags: { enabled?: boolean; required?: boolean } = {},
): Rule => ({
  field,
  enabled: flags.enabled ?? true,
  required: flags.required ?? false,
  minLength,
  maxLength,
  acceptedPattern,
  patternId,
});

/**
 * The field rules of spec section 5, one per form field. The patternId is the translation key of
 * the message (R5.24); acceptedPattern '*' accepts anything (R5.22). `mobile` is the merchant's
 * local number format (decision: PH 09 + 9 digits, BD 01 + 9 digits).
 */
export function validationRulesFor(mobile: { prefix: string; digits: number }): Rule[] {
  const rest = mobile.digits - mobile.prefix.length;
  return [
    rule('username', 6, 16, '^[A-Za-z][A-Za-z0-9]*$', 'pattern_letter_first', { required: true }),
    rule('password', 8, 20, '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$', 'pattern_letter_number', {
      required: true,
    }),
    rule('paymentPassword', 6, 6, '^\\d+$', 'pattern_numbers_only', { enabled: false }),
    rule('mobileNum', mobile.digits, mobile.digits, `^${mobile.prefix}\\d{${rest}}$`, 'pattern_mobile', {
      required: true,
    }),
    rule('email', 5, 64, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'pattern_email'),
    rule('payeeName', 3, 64, '^[A-Za-z]+( [A-Za-z]+)+$', 'pattern_full_name'),
    rule('qqNum', 5, 12, '^\\d+$', 'pattern_numbers_only', { enabled: false }),
    rule('line', 1, 64, '*', 'pattern_any', { enabled: false }),
    rule('whatsapp', 6, 20, '^\\d+$', 'pattern_numbers_only', { enabled: false }),
    rule('facebook', 1, 64, '*', 'pattern_any', { enabled: false }),
    rule('wechat', 1, 64, '^\\S+$', 'pattern_no_spaces', { enabled: false }),
    rule('idNumber', 6, 20, '^[A-Za-z0-9]+$', 'pattern_letters_or_numbers', { enabled: false }),
    rule('recommenderId', 4, 16, '^[A-Za-z0-9]+$', 'pattern_letters_or_numbers', { enabled: false }),
    rule('affiliateCode', 4, 16, '^[A-Za-z0-9]+$', 'pattern_letters_or_numbers'),
    rule('verificationCode', 6, 6, '^\\d+$', 'pattern_numbers_only', { enabled: false }),
    rule('captcha', 4, 4, '^[A-Za-z0-9]+$', 'pattern_letters_or_numbers', { required: true }),
  ];
}

/** Which registration fields show and which are required (R5.17, R5.18), kept in step with the rules. */
export function registerFieldsFrom(rules: Rule[]): Record<string, { enabled: boolean; required: boolean }> {
  return Object.fromEntries(
    rules
      .filter((entry) => !['username', 'password'].includes(entry.field))
      .map((entry) => [entry.field, { enabled: entry.enabled ?? true, required: entry.required ?? false }]),
  );
}
