import { localeReady, setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './password-messages';
import { ty } from './ty';

describe('password messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'passwords TY');
    expectSameMessageKeys(en, bn, 'passwords BN');
  });

  it("R4.25 carries in_been_out and the spec's 'Username/Email does not exist'", () => {
    expect(en.in_been_out).toMatch(/sent/);
    expect(en.error.username_email_not_exist).toBe('Username/Email does not exist');
  });

  it('registers under `passwords`: TY and BN arrive with the namespace', async () => {
    expect(t('passwords.change.title')).toBe('Change password');
    await setLanguage('TY');
    await localeReady();
    expect(t('passwords.change.title')).toBe(ty.change.title);
    await setLanguage('BN');
    await localeReady();
    expect(t('passwords.in_been_out')).toBe(bn.in_been_out);
  });
});
