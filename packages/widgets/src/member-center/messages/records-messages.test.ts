import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './records-bn';
import { en } from './records-en';
import './records-messages';
import { ty } from './records-ty';

describe('member records messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'memberRecords TY');
    expectSameMessageKeys(en, bn, 'memberRecords BN');
  });

  it('registers under `memberRecords`: a language switch brings its words', async () => {
    expect(t('memberRecords.range.previous7')).toBe('Previous 7 days');
    await setLanguage('TY');
    expect(t('memberRecords.range.previous7')).toBe('Nakaraang 7 araw');
    await setLanguage('BN');
    expect(t('memberRecords.range.previous7')).toBe('আগের ৭ দিন');
  });
});
