import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './pages-bn';
import { en } from './pages-en';
import './pages-messages';
import { ty } from './pages-ty';

describe('agent center pages messages', () => {
  it('TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'agentPages TY');
    expectSameMessageKeys(en, bn, 'agentPages BN');
  });

  it('registers under `agentPages`: a language switch brings its words', async () => {
    expect(t('agentPages.kinds.dailyWage')).toBe('Daily wage');
    await setLanguage('TY');
    expect(t('agentPages.kinds.dailyWage')).toBe('Arawang sahod');
    await setLanguage('BN');
    expect(t('agentPages.kinds.dailyWage')).toBe('দৈনিক মজুরি');
  });
});
