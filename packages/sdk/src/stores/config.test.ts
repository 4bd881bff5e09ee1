import { describe, expect, it } from 'vitest';
import { configure } from '../client/configure';
import { setLanguage } from '../i18n/language';
import { setUpRuntime } from '../testing/fake-platform';
import { $config } from './config';
import { $locale } from './locale';
import { $session } from './session';
import { type StorageLike, setStorages, storages } from './storage';

describe('config and session stores', () => {
  it('R9.29 R9.31 defaults to English and the Philippines merchant', () => {
    setUpRuntime();
    expect($config.get()).toMatchObject({
      merchantCode: 'ph',
      language: 'EN',
      currency: null,
      languageHistory: [],
    });
    expect($locale.get()).toBe('EN');
  });

  it('R9.28 reads merchantCode, merchant_currency, lang and hisLang from localStorage', () => {
    setUpRuntime({ merchantCode: 'bd', merchant_currency: 'BDT', lang: 'bn', hisLang: '["EN"]' });
    expect($config.get()).toMatchObject({
      merchantCode: 'bd',
      currency: 'BDT',
      language: 'BN',
      languageHistory: ['EN'],
    });
  });

  it('R9.28 R4.71 stores the language in lang and pushes the previous one onto hisLang', async () => {
    const { local } = setUpRuntime();
    await setLanguage('ty');
    await setLanguage('BN');
    expect(local.getItem('lang')).toBe('BN');
    expect(JSON.parse(local.getItem('hisLang') ?? '[]')).toEqual(['EN', 'TY']);
    expect($locale.get()).toBe('BN');
  });

  it('R9.28 keeps an older single-code hisLang as history', () => {
    setUpRuntime({ hisLang: 'TY' });
    expect($config.get().languageHistory).toEqual(['TY']);
  });

  it('R9.28 configure stores a merchant code it is given', () => {
    const { local, platform } = setUpRuntime();
    configure({ apiBase: 'http://api.test/', merchantCode: 'bd', fetch: platform.fetch });
    expect(local.getItem('merchantCode')).toBe('bd');
    expect($config.get()).toMatchObject({ merchantCode: 'bd', apiBase: 'http://api.test' });
  });

  it('R9.27 R3.06 restores the session from sessionStorage token, account and isAgent', () => {
    setUpRuntime(
      {},
      {
        token: 't1',
        account: 'agent01',
        nickname: 'Agent',
        username: 'agent01',
        customerId: 'C1',
        isAgent: 'true',
      },
    );
    expect($session.get()).toMatchObject({
      token: 't1',
      account: 'agent01',
      nickname: 'Agent',
      customerId: 'C1',
      isAgent: true,
      isLogin: false,
    });
  });

  it('keeps working when the browser refuses storage (private mode, sandboxed iframe)', () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      clear: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    setStorages({ local: refusing, session: refusing });
    const { local } = storages();
    local.setItem('lang', 'TY');
    expect(local.getItem('lang')).toBe('TY');
    expect(local.length).toBe(1);
    local.clear();
    expect(local.getItem('lang')).toBeNull();
  });
});
