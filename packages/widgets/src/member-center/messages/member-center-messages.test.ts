import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './member-center-messages';
import { ty } from './ty';

describe('member center messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'memberCenter TY');
    expectSameMessageKeys(en, bn, 'memberCenter BN');
  });

  it('R4.73 registers under `memberCenter`: a language switch brings its words', async () => {
    expect(t('memberCenter.nav.withdraw')).toBe('Withdraw');
    await setLanguage('TY');
    expect(t('memberCenter.nav.withdraw')).toBe('Mag-withdraw');
    await setLanguage('BN');
    expect(t('memberCenter.nav.withdraw')).toBe('উত্তোলন');
  });
});
