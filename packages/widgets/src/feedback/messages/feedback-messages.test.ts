import { setLanguage, t } from '@lobbykit/sdk';
import { expectSameMessageKeys } from '@lobbykit/sdk/testing';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import './feedback-messages';
import { ty } from './ty';

describe('feedback messages', () => {
  it('R9.30 TY and BN have exactly the EN keys, none empty, each keeping its {{params}}', () => {
    expectSameMessageKeys(en, ty, 'feedback TY');
    expectSameMessageKeys(en, bn, 'feedback BN');
  });

  it('R5.38 registers under `feedback` with the word bounds as params, in every language', async () => {
    expect(t('feedback.content_words', { min: 5, max: 300 })).toBe(
      'Feedback content must be between 5 and 300 words',
    );
    expect(t('feedback.content_empty')).toBe('Please enter content');
    await setLanguage('TY');
    expect(t('feedback.content_words', { min: 5, max: 300 })).toContain('5 at 300');
    await setLanguage('BN');
    expect(t('feedback.content_words', { min: 5, max: 300 })).toContain('5 থেকে 300');
  });
});
