import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { bn } from './shell-bn';
import { en } from './shell-en';
import './shell-messages';
import { ty } from './shell-ty';

describe('agent center shell messages', () => {
  afterAll(() => setLanguage('EN'));

  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'agentCenter TY');
    expectSameMessageKeys(en, bn, 'agentCenter BN');
  });

  it('R2.115 the support hours read Monday to Friday, 12:00 to 21:00 in every language', async () => {
    expect(t('agentCenter.supportHours')).toContain('Monday to Friday, 12:00 to 21:00');
    await setLanguage('TY');
    expect(t('agentCenter.supportHours')).toContain('Lunes hanggang Biyernes, 12:00 hanggang 21:00');
    await setLanguage('BN');
    expect(t('agentCenter.supportHours')).toContain('সোমবার থেকে শুক্রবার');
  });
});
