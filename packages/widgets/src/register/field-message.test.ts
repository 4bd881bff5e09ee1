import { t } from '@lobbykit/sdk';
import { PATTERNS, type PatternId } from '@lobbykit/sdk/accounts';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-message';
import { en } from './messages/en';
import './messages/register-messages';

const ids = Object.keys(PATTERNS) as PatternId[];

describe('fieldMessage', () => {
  it.each(ids)('R5.24 %s reads its catalogue text with the bounds', (id) => {
    const text = fieldMessage('username', { key: id, params: { min: 6, max: 16, length: '6-16' } }, t);
    expect(text).toBe(en.pattern[id].replace('{{length}}', '6-16'));
    expect(text).not.toContain('{{');
  });

  it('R5.25 equal bounds show one number', () => {
    const text = fieldMessage(
      'paymentPassword',
      { key: 'pattern_numbers_only', params: { min: 6, max: 6, length: '6' } },
      t,
    );
    expect(text).toBe('6 numbers only');
  });

  it('R5.33 the captcha left empty asks for the captcha', () => {
    expect(fieldMessage('captcha', { key: 'input_empty', params: { min: 4, max: 4, length: '4' } }, t)).toBe(
      'Please enter the captcha',
    );
  });

  it('R5.33 an unknown server key falls back to the field format message', () => {
    const params = { min: 0, max: 0, length: '' };
    expect(fieldMessage('username', { key: 'pattern_from_the_future', params }, t)).toBe(
      'Account format is incorrect',
    );
    expect(fieldMessage('email', { key: 'x', params }, t)).toBe('E-mail format is incorrect');
    expect(fieldMessage('line', { key: 'x', params }, t)).toBe('Please check this field.');
  });
});
