import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './help-messages';
import { ty } from './ty';

describe('help center messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'help TY');
    expectSameMessageKeys(en, bn, 'help BN');
  });

  it('registers under `help`: a language switch brings its words', async () => {
    expect(t('help.topics')).toBe('Help topics');
    await setLanguage('TY');
    expect(t('help.topics')).toBe('Mga paksa ng tulong');
    await setLanguage('BN');
    expect(t('help.topics')).toBe('সহায়তার বিষয়');
  });
});
