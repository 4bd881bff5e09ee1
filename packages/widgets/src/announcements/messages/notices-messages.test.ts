import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './notices-messages';
import { ty } from './ty';

describe('notices messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'notices TY');
    expectSameMessageKeys(en, bn, 'notices BN');
  });

  it('registers under `notices`: a language switch brings its words', async () => {
    expect(t('notices.title')).toBe('Announcements');
    await setLanguage('TY');
    expect(t('notices.title')).toBe('Mga anunsyo');
    await setLanguage('BN');
    expect(t('notices.title')).toBe('ঘোষণা');
  });
});
