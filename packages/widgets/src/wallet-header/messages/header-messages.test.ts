import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './header-messages';
import { ty } from './ty';

describe('wallet header messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'header TY');
    expectSameMessageKeys(en, bn, 'header BN');
  });

  it('R4.73 registers under `header`: a language switch brings its words', async () => {
    expect(t('header.signOut')).toBe('Sign out');
    await setLanguage('TY');
    expect(t('header.signOut')).toBe('Mag-sign out');
    await setLanguage('BN');
    expect(t('header.signOut')).toBe('সাইন আউট');
  });
});
