import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { bn } from './referral-bn';
import { en } from './referral-en';
import './referral-messages';
import { ty } from './referral-ty';

afterEach(() => setLanguage('EN'));

describe('referral messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty', () => {
    expectSameMessageKeys(en, ty, 'referral TY');
    expectSameMessageKeys(en, bn, 'referral BN');
  });

  it('registers under `referral`: a language switch brings its words', async () => {
    expect(t('referral.copy')).toBe('Copy link');
    await setLanguage('TY');
    expect(t('referral.copy')).toBe('Kopyahin ang link');
    await setLanguage('BN');
    expect(t('referral.copy')).toBe('লিংক কপি করুন');
  });
});
