import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { bn } from './bn';
import './chat-room-messages';
import { en } from './en';
import { ty } from './ty';

afterAll(() => setLanguage('EN'));

describe('chat room messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'chatRoom TY');
    expectSameMessageKeys(en, bn, 'chatRoom BN');
  });

  it('R2.37 the rate limit message names the wait in every language', async () => {
    expect(t('chatRoom.throttled', { seconds: 6 })).toBe(
      'You are sending messages too fast. Try again in 6 seconds.',
    );
    await setLanguage('TY');
    expect(t('chatRoom.throttled', { seconds: 6 })).toContain('6 segundo');
    await setLanguage('BN');
    expect(t('chatRoom.throttled', { seconds: 6 })).toContain('6 সেকেন্ড');
  });
});
