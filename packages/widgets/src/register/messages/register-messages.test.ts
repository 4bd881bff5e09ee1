import { localeReady, setLanguage, t } from '@lobbykit/sdk';
import { PATTERNS } from '@lobbykit/sdk/accounts';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './register-messages';
import { ty } from './ty';

describe('register messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'register TY');
    expectSameMessageKeys(en, bn, 'register BN');
  });

  it('R5.24 R5.27 has a message for every patternId of the catalogue, and no other', () => {
    expect(Object.keys(en.pattern).sort()).toEqual(Object.keys(PATTERNS).sort());
  });

  it('R5.33 carries the spec words', () => {
    expect(en.error).toMatchObject({
      input_empty: 'Input cannot be empty',
      inconsistent_twice: 'Incorrect confirmation input',
      invitation_code_error: 'Invalid invitation code',
      invalid_code: 'Please enter a valid verification code',
      invalid_phone: 'Please enter a valid mobile number',
      captcha_required: 'Please enter the captcha',
      real_name: 'Real name format is incorrect',
      phone: 'Phone number format is incorrect',
      account: 'Account format is incorrect',
      password: 'Password format is incorrect',
      email: 'E-mail format is incorrect',
    });
    expect(en.ageNotice).toBe('I am 18 years old and agree');
  });

  it('R4.73 registers under `register`: TY and BN arrive with the namespace', async () => {
    expect(t('register.submit')).toBe('Register');
    await setLanguage('BN');
    await localeReady();
    expect(t('register.submit')).toBe(bn.submit);
    expect(bn.mobileHint).toMatch(/[\u0980-\u09FF]/);
    await setLanguage('TY');
    await localeReady();
    expect(t('register.error.input_empty')).toBe(ty.error.input_empty);
  });
});
