import { ErrorCode } from '@lobbykit/api-client';
import { updateMemberLanguage } from '@lobbykit/api-client/locales';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/language';
import { t } from '../i18n/translate';
import { $config } from '../stores/config';
import { $locale } from '../stores/locale';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { changeLanguage } from './change-language';
import { login } from './login';

let harness: Harness;

beforeEach(() => {
  harness = setUpRuntime({ merchantCode: 'ph', lang: 'EN' });
  harness.platform.on(updateMemberLanguage, (input) => input);
});
afterEach(async () => {
  await setLanguage('EN');
});

describe('changeLanguage', () => {
  it('R4.71 stores the language and pushes the previous one onto hisLang', async () => {
    await changeLanguage('TY');
    expect(harness.local.getItem('lang')).toBe('TY');
    expect(JSON.parse(harness.local.getItem('hisLang') ?? '[]')).toEqual(['EN']);
    expect($config.get().language).toBe('TY');
  });

  it('R4.73 switches the interface locale without a reload once the dictionary is in', async () => {
    await changeLanguage('BN');
    expect($locale.get()).toBe('BN');
    expect(t('common.close')).not.toBe('Close');
  });

  it('R4.72 R7.63 sends a signed-in member’s language to the server as {language}', async () => {
    await login({ username: 'demo01', password: 'Demo1234', terms: true });
    const answer = await changeLanguage('ty');
    expect(harness.platform.calls(updateMemberLanguage).map((request) => request.body)).toEqual([
      { language: 'TY' },
    ]);
    expect(answer).toEqual({ status: 'changed', language: 'TY', serverUpdated: true });
  });

  it('keeps an anonymous visitor’s choice in the browser only', async () => {
    const answer = await changeLanguage('TY');
    expect(harness.platform.calls(updateMemberLanguage)).toEqual([]);
    expect(answer.serverUpdated).toBe(false);
  });

  it('keeps the local choice when the server refuses it', async () => {
    await login({ username: 'demo01', password: 'Demo1234', terms: true });
    harness.platform.fail(updateMemberLanguage, ErrorCode.validation, { field: 'language' });
    const answer = await changeLanguage('BN');
    expect(answer.serverUpdated).toBe(false);
    expect($locale.get()).toBe('BN');
    expect(harness.local.getItem('lang')).toBe('BN');
  });

  it('falls back to English for a catalogue language without a dictionary (PT-BR stored as PT)', async () => {
    await changeLanguage('PT-BR');
    expect(harness.local.getItem('lang')).toBe('PT');
    expect($locale.get()).toBe('PT');
    expect(t('common.close')).toBe('Close');
  });
});
