import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { bn } from './icon-bn';
import { en } from './icon-en';
import './icon-messages';
import { ty } from './icon-ty';

afterEach(() => setLanguage('EN'));

describe('member icon messages', () => {
  it('R9.30 R7.11 TY and BN have exactly the EN keys, none empty', () => {
    expectSameMessageKeys(en, ty, 'memberIcon TY');
    expectSameMessageKeys(en, bn, 'memberIcon BN');
  });

  it('R7.11 registers under `memberIcon`: a language switch brings its words', async () => {
    expect(t('memberIcon.change')).toBe('Change icon');
    await setLanguage('TY');
    expect(t('memberIcon.change')).toBe('Palitan ang icon');
    await setLanguage('BN');
    expect(t('memberIcon.change')).toBe('আইকন বদলান');
  });
});
