import { PATTERNS } from '@lobbykit/api-client/accounts';
import { describe, expect, it } from 'vitest';
import {
  type RegisterSettings,
  registrationFields,
  type ValidationRules,
  validateField,
  validateRegistration,
} from './validation';

const rule = (patternId: keyof typeof PATTERNS, minLength: number, maxLength: number, extra = {}) => ({
  enabled: false,
  required: false,
  minLength,
  maxLength,
  acceptedPattern: PATTERNS[patternId],
  patternId,
  ...extra,
});

const rules: ValidationRules = {
  username: rule('pattern_letter_first', 6, 16, { required: true }),
  password: rule('pattern_letter_number', 8, 20, { required: true }),
  mobileNum: { ...rule('pattern_mobile', 11, 11), acceptedPattern: '^09\\d{9}$' },
  email: rule('pattern_email', 5, 64),
  paymentPassword: rule('pattern_numbers_only', 6, 6),
  verificationCode: rule('pattern_numbers_only', 6, 6),
  line: rule('pattern_any', 1, 64),
};

const settings = (fields: RegisterSettings['fields'] = {}): RegisterSettings => ({
  fields,
  countryDialingCode: '+63',
  mobileDigits: 11,
  mobilePrefix: '09',
  minimumAge: 18,
});
const web = { mobile: false, smsVerification: false };
const good = { username: 'player01', password: 'Secret123', confirmPassword: 'Secret123' };

describe('validateField', () => {
  it('R5.22 a rule of "*" accepts anything within its bounds', () => {
    expect(
      validateField('line', 'any thing!', rules.line, settings({ line: { enabled: true, required: false } })),
    ).toBeNull();
  });

  it('R5.23 R5.24 a value outside the bounds answers the patternId with min and max', () => {
    expect(validateField('username', 'ab1', rules.username, settings())).toEqual({
      key: 'pattern_letter_first',
      params: { min: 6, max: 16, length: '6-16' },
    });
  });

  it('R5.22 R5.24 a value off the pattern answers the patternId', () => {
    expect(validateField('username', '1player', rules.username, settings())?.key).toBe(
      'pattern_letter_first',
    );
  });

  it('R5.25 equal bounds show one number', () => {
    expect(
      validateField(
        'paymentPassword',
        '12',
        rules.paymentPassword,
        settings({ paymentPassword: { enabled: true, required: false } }),
      )?.params.length,
    ).toBe('6');
  });

  it('R5.33 an empty required field answers "Input cannot be empty" (input_empty)', () => {
    expect(validateField('username', '  ', rules.username, settings())?.key).toBe('input_empty');
  });

  it('R5.18 an empty field that is not configured required passes', () => {
    expect(
      validateField('email', '', rules.email, settings({ email: { enabled: true, required: false } })),
    ).toBeNull();
  });

  it('R5.19 a shown payment password is required', () => {
    const shown = settings({ paymentPassword: { enabled: true, required: false } });
    expect(validateField('paymentPassword', '', rules.paymentPassword, shown)?.key).toBe('input_empty');
  });
});

describe('registrationFields', () => {
  it('R5.17 shows an operator field only when enabled', () => {
    const names = (fields: RegisterSettings['fields']) =>
      registrationFields(settings(fields), web).map((field) => field.name);
    expect(names({ email: { enabled: false, required: true } })).not.toContain('email');
    expect(names({ email: { enabled: true, required: false } })).toContain('email');
    expect(names({})).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('R5.18 requires it only when configured required', () => {
    const [email] = registrationFields(settings({ email: { enabled: true, required: true } }), web).slice(3);
    expect(email).toEqual({ name: 'email', required: true });
  });

  it('R5.12 R5.16 mobile mode shows and requires the mobile number, SMS verification the code', () => {
    const fields = registrationFields(settings(), { mobile: true, smsVerification: true });
    expect(fields).toContainEqual({ name: 'mobileNum', required: true });
    expect(fields).toContainEqual({ name: 'verificationCode', required: true });
    expect(
      registrationFields(settings(), { mobile: true, smsVerification: false }).map((f) => f.name),
    ).not.toContain('verificationCode');
    // Verification alone still needs the number it verifies.
    expect(registrationFields(settings(), { mobile: false, smsVerification: true })).toContainEqual({
      name: 'mobileNum',
      required: true,
    });
  });
});

describe('validateRegistration', () => {
  it('R4.29 a good form has no errors', () => {
    expect(validateRegistration(good, rules, settings(), web)).toEqual({});
  });

  it('R5.10 R5.11 the confirmation is required and must equal the password', () => {
    expect(
      validateRegistration({ ...good, confirmPassword: '' }, rules, settings(), web).confirmPassword?.key,
    ).toBe('input_empty');
    expect(
      validateRegistration({ ...good, confirmPassword: 'Secret124' }, rules, settings(), web).confirmPassword
        ?.key,
    ).toBe('inconsistent_twice');
  });

  it('R5.26 answers one error per field, the first', () => {
    const errors = validateRegistration({ ...good, username: '' }, rules, settings(), web);
    expect(errors).toEqual({ username: { key: 'input_empty', params: { min: 6, max: 16, length: '6-16' } } });
  });

  it('R5.12 R5.16 mobile mode checks the number against the merchant format and asks for the code', () => {
    const errors = validateRegistration({ ...good, mobileNum: '0812345678' }, rules, settings(), {
      mobile: true,
      smsVerification: true,
    });
    expect(errors.mobileNum?.key).toBe('pattern_mobile');
    expect(errors.verificationCode?.key).toBe('input_empty');
  });

  it('R5.17 does not check fields the merchant does not show', () => {
    expect(validateRegistration({ ...good, email: 'not-an-email' }, rules, settings(), web)).toEqual({});
  });
});
