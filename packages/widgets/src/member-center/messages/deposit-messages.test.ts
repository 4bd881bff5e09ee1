import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn as confirmBn } from './confirm-bn';
import { en as confirmEn } from './confirm-en';
import './confirm-messages';
import { ty as confirmTy } from './confirm-ty';
import { bn } from './deposit-bn';
import { en } from './deposit-en';
import './deposit-messages';
import { ty } from './deposit-ty';

describe('deposit and withdrawal answer messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'memberDeposit TY');
    expectSameMessageKeys(en, bn, 'memberDeposit BN');
    expectSameMessageKeys(confirmEn, confirmTy, 'memberConfirm TY');
    expectSameMessageKeys(confirmEn, confirmBn, 'memberConfirm BN');
  });

  it('R4.73 register under `memberDeposit` and `memberConfirm`: a language switch brings their words', async () => {
    expect(t('memberDeposit.title')).toBe('Deposit');
    expect(t('memberConfirm.received')).toBe('Received');
    await setLanguage('TY');
    expect(t('memberConfirm.received')).toBe(confirmTy.received);
    expect(t('memberDeposit.channel')).toBe(ty.channel);
    await setLanguage('BN');
    expect(t('memberDeposit.channel')).toBe(bn.channel);
  });
});
