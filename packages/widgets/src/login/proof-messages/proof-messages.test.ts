import { localeReady, setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './proof-messages';
import { ty } from './ty';

describe('new-IP check messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'loginProof TY');
    expectSameMessageKeys(en, bn, 'loginProof BN');
  });

  it('R4.16 registers under `loginProof` in the page language', async () => {
    await setLanguage('EN');
    expect(t('loginProof.title')).toBe('One more check');
    await setLanguage('BN');
    await localeReady();
    expect(t('loginProof.title')).toBe(bn.title);
    await setLanguage('EN');
  });
});
