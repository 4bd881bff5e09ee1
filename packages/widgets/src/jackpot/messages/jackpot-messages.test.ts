import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './jackpot-messages';
import { ty } from './ty';

describe('jackpot messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'jackpot TY');
    expectSameMessageKeys(en, bn, 'jackpot BN');
  });

  it('registers under `jackpot`: a language switch brings its words', async () => {
    expect(t('jackpot.title')).toBe('Progressive jackpot');
    await setLanguage('TY');
    expect(t('jackpot.title')).toBe('Progresibong jackpot');
    await setLanguage('BN');
    expect(t('jackpot.title')).toBe('প্রগতিশীল জ্যাকপট');
  });
});
