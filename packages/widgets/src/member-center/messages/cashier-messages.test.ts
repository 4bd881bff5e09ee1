import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './cashier-bn';
import { en } from './cashier-en';
import './cashier-messages';
import { ty } from './cashier-ty';

describe('member cashier messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'memberCashier TY');
    expectSameMessageKeys(en, bn, 'memberCashier BN');
  });

  it('R4.73 registers under `memberCashier`: a language switch brings its words', async () => {
    expect(t('memberCashier.withdraw.title')).toBe('Withdraw');
    await setLanguage('TY');
    expect(t('memberCashier.withdraw.title')).toBe('Mag-withdraw');
    await setLanguage('BN');
    expect(t('memberCashier.withdraw.title')).toBe('উত্তোলন');
  });
});
