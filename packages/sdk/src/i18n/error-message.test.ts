import { ErrorCode } from '@lobbykit/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpRuntime } from '../testing/fake-platform';
import { errorMessage } from './error-message';
import { setLanguage } from './language';
import { localeReady } from './translate';

beforeEach(async () => {
  setUpRuntime();
  await localeReady();
});

/** What errorMessage gives for one code in EN, TY and BN, in that order: what the player reads. */
async function inEveryLanguage(code: string): Promise<[string, string, string]> {
  const messages: string[] = [];
  for (const language of ['EN', 'TY', 'BN'] as const) {
    await setLanguage(language);
    messages.push(errorMessage(code));
  }
  const [en = '', ty = '', bn = ''] = messages;
  return [en, ty, bn];
}

describe('errorMessage over the error catalogue (spec section 8)', () => {
  it.each([
    [
      'R8.15',
      'user_not_found',
      'Username/Email does not exist',
      'Walang ganitong Username/Email',
      'ইউজারনেম/ইমেইল খুঁজে পাওয়া যায়নি',
    ],
    [
      'R8.17',
      ErrorCode.timeout,
      'The page took longer time to load, please check your network connectivity',
      'Masyadong matagal mag-load ang pahina, pakisuri ang iyong koneksyon sa network',
      'পেজ লোড হতে অনেক বেশি সময় লাগছে, অনুগ্রহ করে আপনার নেটওয়ার্ক সংযোগ পরীক্ষা করুন',
    ],
    [
      'R8.22',
      'register_first',
      'Please Register An Account First',
      'Magparehistro Muna Ng Account',
      'অনুগ্রহ করে প্রথমে একটি অ্যাকাউন্ট নিবন্ধন করুন',
    ],
    [
      'R8.23',
      ErrorCode.notLoggedIn,
      'You are not logged in, please login',
      'Hindi ka pa naka-log in, pakilog in muna',
      'আপনি লগ ইন করেননি, অনুগ্রহ করে লগ ইন করুন',
    ],
    [
      'R8.25',
      ErrorCode.nonAgent,
      'Non-agents cannot log in',
      'Hindi makakapag-log in ang hindi ahente',
      'এজেন্ট নন এমন ব্যবহারকারী লগ ইন করতে পারবেন না',
    ],
    [
      'R8.26',
      ErrorCode.nonMember,
      'Non-member account unable to login',
      'Hindi makakapag-log in ang account na hindi miyembro',
      'সদস্য নয় এমন অ্যাকাউন্ট লগ ইন করতে পারবে না',
    ],
  ])('%s gives %s as %j in EN, translated in TY and BN', async (_requirement, code, en, ty, bn) => {
    expect(await inEveryLanguage(code)).toEqual([en, ty, bn]);
  });

  it('falls back to the unknown-error message for a code the catalogue does not have', async () => {
    await setLanguage('EN');
    expect(errorMessage('no_such_code')).toBe('Unknown error. Please try again.');
  });
});
