import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { applyBn } from './apply-bn';
import { applyEn } from './apply-en';
import './apply-messages';
import { applyTy } from './apply-ty';
import { bn } from './bn';
import { en } from './en';
import './promotions-messages';
import { ty } from './ty';

describe('promotions messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'promotions TY');
    expectSameMessageKeys(en, bn, 'promotions BN');
    expectSameMessageKeys(applyEn, applyTy, 'promotionsApply TY');
    expectSameMessageKeys(applyEn, applyBn, 'promotionsApply BN');
  });

  it('R4.75 registers under `promotions`: a language switch brings every status in its words', async () => {
    expect(t('promotions.button.comingSoon')).toBe('Coming soon');
    await setLanguage('TY');
    expect(t('promotions.button.comingSoon')).toBe('Malapit na');
    await setLanguage('BN');
    expect(t('promotions.button.comingSoon')).toBe('শীঘ্রই আসছে');
    expect(t('promotionsApply.submit')).toBe('আবেদন পাঠান');
  });
});
