import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { bn } from './missions-bn';
import { en } from './missions-en';
import './missions-messages';
import { ty } from './missions-ty';

afterEach(() => setLanguage('EN'));

describe('missions messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty', () => {
    expectSameMessageKeys(en, ty, 'missions TY');
    expectSameMessageKeys(en, bn, 'missions BN');
  });

  it('registers under `missions`: a language switch brings its words', async () => {
    expect(t('missions.claim')).toBe('Claim');
    await setLanguage('TY');
    expect(t('missions.claim')).toBe('Kunin');
    await setLanguage('BN');
    expect(t('missions.claim')).toBe('দাবি করুন');
  });
});
