import { beforeEach, describe, expect, it } from 'vitest';
import { setUpRuntime } from '../testing/fake-platform';
import { errorMessage } from './error-message';
import { setLanguage } from './language';
import { localeReady } from './translate';

beforeEach(async () => {
  setUpRuntime();
  await localeReady();
});

/** Reads one error code's message in EN, TY and BN, in that order. */
async function inEveryLanguage(code: string): Promise<string[]> {
  const messages: string[] = [];
  for (const language of ['EN', 'TY', 'BN'] as const) {
    await setLanguage(language);
    messages.push(errorMessage(code));
  }
  return messages;
}

describe('error catalogue (spec section 8)', () => {
  it('R8.09 has a captcha failure message that asks to try again, in EN, TY and BN', async () => {
    const [en, ty, bn] = await inEveryLanguage('captcha_failed');
    expect(en).toBe('Captcha verification failed. Please try again.');
    expect(ty).toBe('Nabigo ang pag-verify ng captcha. Pakisubukang muli.');
    expect(bn).toMatch(/[\u0980-\u09FF]/);
  });

  it('R8.13 has popup closed by user, asking to retry, in EN, TY and BN', async () => {
    const [en, ty, bn] = await inEveryLanguage('popup_closed');
    expect(en).toBe('The popup was closed before finishing. Please try again.');
    expect(ty).toContain('Pakisubukang muli');
    expect(bn).toContain('আবার চেষ্টা করুন');
  });

  it('R8.19 has access restricted by IP or location, in EN, TY and BN', async () => {
    const [en, ty, bn] = await inEveryLanguage('region_blocked');
    expect(en).toBe('Access is restricted for your IP address or location.');
    expect(ty).toContain('IP address o lokasyon');
    expect(bn).toContain('আইপি');
  });

  it('R8.20 has system maintenance, in EN, TY and BN', async () => {
    const [en, ty, bn] = await inEveryLanguage('maintenance');
    expect(en).toBe('The system is under maintenance. Please try again later.');
    expect(ty).toContain('maintenance');
    expect(bn).toContain('রক্ষণাবেক্ষণ');
  });
});
