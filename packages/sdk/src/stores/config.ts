import { DEFAULT_MERCHANT } from '@lobbykit/api-client';
import { map } from 'nanostores';
import { DEFAULT_LANGUAGE, LANGUAGE_HISTORY_LIMIT, LocalKey } from './keys';
import { localStore } from './storage';

export interface ConfigState {
  /** The platform API's base URL; empty until `configure` runs. */
  apiBase: string;
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

function readConfig(apiBase: string): ConfigState {
  const storage = localStore();
  return {
    apiBase,
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
  $config.set(readConfig($config.get().apiBase));
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
