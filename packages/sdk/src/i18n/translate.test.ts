import { ErrorCode } from '@lobbykit/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { $locale } from '../stores/locale';
import { setUpRuntime } from '../testing/fake-platform';
import { errorMessage } from './error-message';
import { setLanguage } from './language';
import { findLocale, LOCALES, localesFor } from './locales';
import { addMessages, isLocaleReady, localeReady, lookup, t } from './translate';

beforeEach(async () => {
  setUpRuntime();
  await localeReady();
});

describe('t and setLanguage', () => {
  it('R4.73 switches the interface language once its dictionary is in', async () => {
    expect(t('common.cancel')).toBe('Cancel');
    await setLanguage('TY');
    expect($locale.get()).toBe('TY');
    expect(t('common.cancel')).toBe('Kanselahin');
    await setLanguage('BN');
    expect(t('common.cancel')).toBe('বাতিল');
  });

  it('keeps speaking the current language until the next dictionary has loaded', async () => {
    await setLanguage('EN');
    const switching = setLanguage('BN');
    expect(isLocaleReady()).toBe(false);
    expect($locale.get()).toBe('EN');
    await switching;
    expect(isLocaleReady()).toBe(true);
    expect($locale.get()).toBe('BN');
  });

  it('fills {{params}}', async () => {
    expect(t('runtime.unknownWidget', { name: 'promo' })).toBe('There is no widget named “promo”.');
    await setLanguage('BN');
    expect(t('runtime.chunkFailed', { n: 'login' })).toBe('চাঙ্ক login লোড করা যায়নি');
  });

  it('falls back to English for a language without a dictionary', async () => {
    await setLanguage('VI');
    expect($locale.get()).toBe('VI');
    expect(t('logout.confirm')).toBe('Are you sure you want to sign out?');
  });
});

describe('errorMessage', () => {
  it('maps every api-client error code to a message in the current language', async () => {
    for (const language of ['EN', 'TY', 'BN']) {
      await setLanguage(language);
      for (const code of Object.values(ErrorCode)) {
        const message = errorMessage(code);
        expect(message, `${language} ${code}`).not.toBe(code);
        expect(message.length).toBeGreaterThan(3);
      }
    }
  });

  it('R8.07 answers an unknown code with the unknown-error message', () => {
    expect(errorMessage('something_new')).toBe('Unknown error. Please try again.');
  });
});

describe('locale catalogue', () => {
  it('holds about 35 codes, each with a name and a flag', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(34);
    expect(new Set(LOCALES.map((locale) => locale.code)).size).toBe(LOCALES.length);
    for (const locale of LOCALES) expect(locale.name && locale.flag).toBeTruthy();
  });

  it('shows PT as PT-BR, and stores PT-BR as PT', async () => {
    expect(findLocale('PT')?.label).toBe('PT-BR');
    expect(findLocale('pt-br')?.code).toBe('PT');
    await setLanguage('PT-BR');
    expect($locale.get()).toBe('PT');
  });

  it("offers a merchant's langList in its order", () => {
    expect(localesFor(['EN', 'TY']).map((locale) => locale.label)).toEqual(['EN', 'TY']);
    expect(localesFor(['EN', 'BN', 'XX']).map((locale) => locale.name)).toEqual(['English', 'বাংলা']);
  });
});

describe('a host adding its own words', () => {
  it('R9.30 adds a namespace in EN, TY and BN that survives a lazily loaded language', async () => {
    addMessages('host', { EN: { greeting: 'Hello {{name}}' }, TY: { greeting: 'Kumusta {{name}}' } });
    expect(lookup('host.greeting', { name: 'Ana' })).toBe('Hello Ana');
    await setLanguage('TY');
    expect(lookup('host.greeting', { name: 'Ana' })).toBe('Kumusta Ana');
    expect(t('common.close')).not.toBe('common.close');
    await setLanguage('EN');
  });
});
