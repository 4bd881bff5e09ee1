import { DEFAULT_MERCHANT } from '@lobbykit/api-client';
import { map } from 'nanostores';
import { DEFAULT_LANGUAGE, LANGUAGE_HISTORY_LIMIT, LocalKey } from './keys';
import { localStore } from './storage';

export interface ConfigState {
  /** The platform API's base URL; empty until `configure` runs. */
  apiBase: string;
  /**
   * The player site's base URL, where a widget's links lead (terms, deposit ...); empty means this
   * page's own origin (a widget on the player site itself). A partner page sets it in `init`.
   */
  siteBase: string;
  /** The merchant (`ph` by default, R9.31), localStorage `merchantCode`. */
  merchantCode: string;
  /** The interface language (`EN` by default, R9.29), localStorage `lang`. */
  language: string;
  /** The merchant's currency code (TLB, BDT), localStorage `merchant_currency`; null until startup. */
  currency: string | null;
  /** Earlier languages, most recent last, localStorage `hisLang`. */
  languageHistory: string[];
}

export const $config = map<ConfigState>(readConfig(''));

function readConfig(apiBase: string, siteBase = ''): ConfigState {
  const storage = localStore();
  return {
    apiBase,
    siteBase,
    merchantCode: storage.getItem(LocalKey.merchantCode) || DEFAULT_MERCHANT,
    language: (storage.getItem(LocalKey.language) || DEFAULT_LANGUAGE).toUpperCase(),
    currency: storage.getItem(LocalKey.currency) || null,
    languageHistory: readHistory(storage.getItem(LocalKey.languageHistory)),
  };
}

function readHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    // An older site stored a single code rather than a list.
    return [raw];
  }
}

/** Re-reads localStorage, e.g. after `configure` swapped the storages. */
export function reloadConfig(): void {
  $config.set(readConfig($config.get().apiBase, $config.get().siteBase));
}

/** An absolute http(s) URL, else nothing (a page's own origin) with a console message saying why. */
export function setSiteBase(siteBase: string): void {
  const trimmed = siteBase.trim().replace(/\/+$/, '');
  const absolute = /^https?:\/\/[^/]/i.test(trimmed);
  if (trimmed && !absolute) console.error(`LobbyKit: siteBase must be an absolute URL, not "${siteBase}"`);
  $config.setKey('siteBase', absolute ? trimmed : '');
}

export function setApiBase(apiBase: string): void {
  $config.setKey('apiBase', apiBase.replace(/\/+$/, ''));
}

export function setMerchantCode(merchantCode: string): void {
  localStore().setItem(LocalKey.merchantCode, merchantCode);
  $config.setKey('merchantCode', merchantCode);
}

export function setCurrency(currency: string): void {
  localStore().setItem(LocalKey.currency, currency);
  $config.setKey('currency', currency);
}

/** Stores the language and remembers the one it replaces in `hisLang`. */
export function storeLanguage(language: string): void {
  const code = language.toUpperCase();
  const { language: previous, languageHistory } = $config.get();
  if (code === previous) return;
  const history = [...languageHistory.filter((entry) => entry !== previous), previous].slice(
    -LANGUAGE_HISTORY_LIMIT,
  );
  const storage = localStore();
  storage.setItem(LocalKey.language, code);
  storage.setItem(LocalKey.languageHistory, JSON.stringify(history));
  $config.set({ ...$config.get(), language: code, languageHistory: history });
}
