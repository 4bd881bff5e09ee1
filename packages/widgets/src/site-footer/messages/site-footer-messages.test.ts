import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './site-footer-messages';
import { ty } from './ty';

afterEach(() => setLanguage('EN'));

describe('siteFooter messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'siteFooter TY');
    expectSameMessageKeys(en, bn, 'siteFooter BN');
  });

  it('registers under `siteFooter`: a language switch brings its words', async () => {
    expect(t('siteFooter.products')).toBe('Products');
    await setLanguage('TY');
    expect(t('siteFooter.products')).toBe('Mga produkto');
    await setLanguage('BN');
    expect(t('siteFooter.products')).toBe('পণ্যসমূহ');
  });

  it('speaks English in a catalogue language without a dictionary', async () => {
    await setLanguage('PT');
    expect(t('siteFooter.contact')).toBe('Contact');
  });
});
