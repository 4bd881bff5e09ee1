import { localeReady, setLanguage, t } from '@lobbykit/sdk';
import { validateField } from '@lobbykit/sdk/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRule, registerSettingsFor } from '../testing/register-fixtures';
import { fieldMessage } from './field-message';
import './messages/register-messages';

const mobileOn = registerSettingsFor({ mobileNum: { enabled: true, required: true } });
const elevenDigits = registerRule('pattern_mobile', 11, 11, {
  required: true,
  acceptedPattern: '^09\\d{9}$',
});

/** What the mobile field says under the merchant's rule for `value`, or null when it passes. */
function mobileMessage(value: string): string | null {
  const error = validateField('mobileNum', value, elevenDigits, mobileOn);
  return error ? fieldMessage('mobileNum', error, t) : null;
}

afterEach(async () => {
  await setLanguage('EN');
  await localeReady();
});

describe('mobile number digits', () => {
  it("R5.39 says how many digits a phone number must have, from the merchant's rule", () => {
    expect(mobileMessage('0917123456')).toBe('Phone number format is incorrect: 11 digits');
    expect(mobileMessage('091712345678')).toBe('Phone number format is incorrect: 11 digits');
    expect(mobileMessage('09171234567')).toBeNull();
  });

  it('R5.39 names the digits in TY and BN too', async () => {
    await setLanguage('TY');
    await localeReady();
    expect(mobileMessage('0917')).toBe('Mali ang format ng numero ng telepono: 11 digit');
    await setLanguage('BN');
    await localeReady();
    expect(mobileMessage('0917')).toBe('ফোন নম্বরের বিন্যাস ভুল: 11 অঙ্ক');
  });
});
