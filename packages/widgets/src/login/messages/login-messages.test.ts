import { localeReady, setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './login-messages';
import { ty } from './ty';

describe('login messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'login TY');
    expectSameMessageKeys(en, bn, 'login BN');
  });

  it('R8.24 asks for the username and password in the spec words, translated in TY and BN', () => {
    expect(en.required).toBe('Please enter the username and password');
    expect(ty.required).not.toBe(en.required);
    expect(bn.required).toMatch(/[\u0980-\u09FF]/);
  });

  it('R4.73 registers under `login`: the page language arrives with the namespace', async () => {
    expect(t('login.submit')).toBe('Log in');
    await setLanguage('BN');
    await localeReady();
    expect(t('login.submit')).toBe(bn.submit);
    await setLanguage('TY');
    expect(t('login.terms', { terms: 'T&C' })).toBe(ty.terms.replace('{{terms}}', 'T&C'));
  });
});
