import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './winners-messages';
import { ty } from './ty';

describe('winners messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'winners TY');
    expectSameMessageKeys(en, bn, 'winners BN');
  });

  it('registers under `winners`: a language switch brings its words', async () => {
    expect(t('winners.title')).toBe('Big winners');
    await setLanguage('TY');
    expect(t('winners.title')).toBe('Malalaking panalo');
    await setLanguage('BN');
    expect(t('winners.title')).toBe('বড় বিজয়ীরা');
  });
});
