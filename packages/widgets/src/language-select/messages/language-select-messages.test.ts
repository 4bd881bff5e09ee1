import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './language-select-messages';
import { ty } from './ty';

afterEach(() => setLanguage('EN'));

describe('languageSelect messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'languageSelect TY');
    expectSameMessageKeys(en, bn, 'languageSelect BN');
  });

  it('registers under `languageSelect`: a language switch brings its words', async () => {
    expect(t('languageSelect.label')).toBe('Language');
    await setLanguage('TY');
    expect(t('languageSelect.label')).toBe('Wika');
    await setLanguage('BN');
    expect(t('languageSelect.label')).toBe('ভাষা');
  });

  it('speaks English in a catalogue language without a dictionary', async () => {
    await setLanguage('PT');
    expect(t('languageSelect.regionTitle')).toBe('Choose your region');
  });
});
