import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './side-menu-messages';
import { ty } from './ty';

afterEach(() => setLanguage('EN'));

describe('sideMenu messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'sideMenu TY');
    expectSameMessageKeys(en, bn, 'sideMenu BN');
  });

  it('registers under `sideMenu`: a language switch brings its words', async () => {
    expect(t('sideMenu.label')).toBe('Main menu');
    await setLanguage('TY');
    expect(t('sideMenu.label')).toBe('Pangunahing menu');
    await setLanguage('BN');
    expect(t('sideMenu.label')).toBe('প্রধান মেনু');
  });

  it('speaks English in a catalogue language without a dictionary', async () => {
    await setLanguage('PT');
    expect(t('sideMenu.pointMall')).toBe('Point mall');
  });
});
