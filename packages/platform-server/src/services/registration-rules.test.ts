import { describe, expect, it } from 'vitest';
import { registerFieldsFrom, validationRulesFor } from '../seed/validation-rules';
import {
  type FieldRule,
  firstInvalidField,
  type RegistrationForm,
  type RegistrationRules,
} from './registration-rules';

const seeded = validationRulesFor({ prefix: '09', digits: 11 }) as FieldRule[];

function rulesWith(
  changes: Partial<Record<string, { enabled: boolean; required: boolean }>> = {},
  mobileVerification = false,
): RegistrationRules {
  return {
    fields: { ...registerFieldsFrom(seeded), ...changes } as RegistrationRules['fields'],
    rules: new Map(seeded.map((rule) => [rule.field, rule])),
    mobileVerification,
  };
}

const valid: RegistrationForm = {
  username: 'newplayer1',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  mobileNum: '09181234567',
  captcha: 'Ab3x',
  login: true,
  registerMethod: 'WEB',
};

const check = (form: Partial<RegistrationForm>, rules = rulesWith()) =>
  firstInvalidField({ ...valid, ...form }, rules);

describe('the server copy of the registration rules', () => {
  it('R5.22 R5.23 accepts a form that fits every rule', () => {
    expect(check({})).toBeUndefined();
    expect(check({ email: 'a@b.co', payeeName: 'Juan Dela Cruz', affiliateCode: 'AGENT01' })).toBeUndefined();
  });

  it('R5.23 refuses a value outside its bounds with the rule patternId', () => {
    expect(check({ username: 'abc' })).toEqual({ field: 'username', messageKey: 'pattern_letter_first' });
    expect(check({ username: 'a'.repeat(17) })).toEqual({
      field: 'username',
      messageKey: 'pattern_letter_first',
    });
    expect(check({ password: 'Ab1', confirmPassword: 'Ab1' })).toEqual({
      field: 'password',
      messageKey: 'pattern_letter_number',
    });
  });

  it('R5.22 refuses a value off its pattern with the rule patternId', () => {
    expect(check({ username: '1player' })).toEqual({ field: 'username', messageKey: 'pattern_letter_first' });
    expect(check({ mobileNum: '08181234567' })).toEqual({ field: 'mobileNum', messageKey: 'pattern_mobile' });
    expect(check({ email: 'not-an-email' })).toEqual({ field: 'email', messageKey: 'pattern_email' });
    expect(check({ payeeName: 'Juan' })).toEqual({ field: 'payeeName', messageKey: 'pattern_full_name' });
    expect(check({ affiliateCode: 'AG-01' })).toEqual({
      field: 'affiliateCode',
      messageKey: 'pattern_letters_or_numbers',
    });
  });

  it("R5.22 a '*' rule accepts any value within its bounds", () => {
    const rules = rulesWith({ line: { enabled: true, required: false } });
    expect(check({ line: 'any thing @ all!' }, rules)).toBeUndefined();
    expect(check({ line: 'x'.repeat(65) }, rules)).toEqual({ field: 'line', messageKey: 'pattern_any' });
  });

  it('R5.18 a required field left empty answers input_empty; an optional one may stay empty', () => {
    expect(check({ mobileNum: undefined })).toEqual({ field: 'mobileNum', messageKey: 'input_empty' });
    expect(check({ captcha: '' })).toEqual({ field: 'captcha', messageKey: 'input_empty' });
    expect(check({ username: '' })).toEqual({ field: 'username', messageKey: 'input_empty' });
    expect(check({ email: undefined })).toBeUndefined();
    const emailRequired = rulesWith({ email: { enabled: true, required: true } });
    expect(check({}, emailRequired)).toEqual({ field: 'email', messageKey: 'input_empty' });
  });

  it('R5.17 a field the merchant does not show is refused when sent with a value', () => {
    expect(check({ qqNum: '123456' })).toEqual({ field: 'qqNum', messageKey: 'field_disabled' });
    expect(check({ verificationCode: '123456' })).toEqual({
      field: 'verificationCode',
      messageKey: 'field_disabled',
    });
    const noMobile = rulesWith({ mobileNum: { enabled: false, required: false } });
    expect(check({ mobileNum: undefined }, noMobile)).toBeUndefined();
    expect(check({}, noMobile)).toEqual({ field: 'mobileNum', messageKey: 'field_disabled' });
  });

  it('R5.17 the register settings decide over the rule row', () => {
    const qqShown = rulesWith({ qqNum: { enabled: true, required: true } });
    expect(check({}, qqShown)).toEqual({ field: 'qqNum', messageKey: 'input_empty' });
    expect(check({ qqNum: '12a45' }, qqShown)).toEqual({
      field: 'qqNum',
      messageKey: 'pattern_numbers_only',
    });
    expect(check({ qqNum: '12345' }, qqShown)).toBeUndefined();
  });

  it("confirmation must equal the password ('inconsistent twice')", () => {
    expect(check({ confirmPassword: 'Secret124' })).toEqual({
      field: 'confirmPassword',
      messageKey: 'inconsistent_twice',
    });
    expect(check({ confirmPassword: '' })).toEqual({ field: 'confirmPassword', messageKey: 'input_empty' });
  });

  it('R5.19 a payment password is required whenever it is shown, and follows its rule', () => {
    const shown = rulesWith({ paymentPassword: { enabled: true, required: false } });
    expect(check({}, shown)).toEqual({ field: 'paymentPassword', messageKey: 'input_empty' });
    expect(check({ paymentPassword: '12345' }, shown)).toEqual({
      field: 'paymentPassword',
      messageKey: 'pattern_numbers_only',
    });
    expect(check({ paymentPassword: '123456' }, shown)).toBeUndefined();
  });

  it('R5.16 with SMS verification the mobile number and the code are required', () => {
    const mobile = rulesWith({ mobileNum: { enabled: false, required: false } }, true);
    expect(check({ mobileNum: undefined }, mobile)).toEqual({
      field: 'mobileNum',
      messageKey: 'input_empty',
    });
    expect(check({}, mobile)).toEqual({ field: 'verificationCode', messageKey: 'input_empty' });
    expect(check({ verificationCode: '12345' }, mobile)).toEqual({
      field: 'verificationCode',
      messageKey: 'pattern_numbers_only',
    });
    expect(check({ verificationCode: '123456' }, mobile)).toBeUndefined();
  });

  it('R5.26 answers the first failing field in the order of the form', () => {
    expect(check({ username: '1x', mobileNum: 'bad', email: 'bad' })).toEqual({
      field: 'username',
      messageKey: 'pattern_letter_first',
    });
    expect(check({ mobileNum: 'bad', email: 'bad' })?.field).toBe('mobileNum');
  });
});
