import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './banners-messages';
import { ty } from './ty';

describe('banners messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'banners TY');
    expectSameMessageKeys(en, bn, 'banners BN');
  });

  it('registers under `banners`: a language switch brings its words', async () => {
    expect(t('banners.label')).toBe('Promotions');
    await setLanguage('TY');
    expect(t('banners.label')).toBe('Mga promosyon');
    await setLanguage('BN');
    expect(t('banners.label')).toBe('প্রচার');
  });
});
