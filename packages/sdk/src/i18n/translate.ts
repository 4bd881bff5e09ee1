import rosetta from 'rosetta';
import { $config } from '../stores/config';
import { DEFAULT_LANGUAGE } from '../stores/keys';
import { $locale } from '../stores/locale';
import { type Dictionary, en } from './en';

/** Every dotted key of the dictionaries: `login.submit`, `error.not_logged_in`, `blockip` ... */
export type MessageKey = KeyPaths<Dictionary>;
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageParams = Record<string, string | number>;

/**
 * English ships with the runtime as the fallback; the other dictionaries are chunks of their own so
 * a page downloads only the language it shows.
 */
const lazyDictionaries: Readonly<Record<string, () => Promise<Dictionary>>> = {
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
};

// rosetta's locale is global to the runtime; fine, there is one runtime per page.
const i18n = rosetta<Dictionary>({ [DEFAULT_LANGUAGE]: en });
const loaded = new Map<string, Promise<void>>([[DEFAULT_LANGUAGE, Promise.resolve()]]);
let wanted = DEFAULT_LANGUAGE;
let activation: Promise<void> = Promise.resolve();

/** Loads a language's dictionary once; a language without one (or a failed chunk) speaks English. */
export function loadDictionary(language: string): Promise<void> {
  let pending = loaded.get(language);
  if (!pending) {
    const load = lazyDictionaries[language];
    pending = load
      ? load().then(
          (table) => i18n.set(language, table),
          () => {
            loaded.delete(language); // a later switch tries the chunk again
          },
        )
      : Promise.resolve();
    loaded.set(language, pending);
  }
  return pending;
}

/** Switches the interface to `language` once its dictionary is in (R4.73). */
function activate(language: string): Promise<void> {
  if (language === wanted) return activation;
  wanted = language;
  activation = loadDictionary(language).then(() => {
    if (wanted !== language) return;
    i18n.locale(language);
    $locale.set(language);
  });
  return activation;
}

activate($config.get().language);
$config.listen((config) => void activate(config.language));

/** Settles when the chosen language's dictionary is active; widgets wait for it before painting. */
export function localeReady(): Promise<void> {
  return activation;
}

export function isLocaleReady(): boolean {
  return $locale.get() === wanted;
}

/**
 * Translates in the current language. A key the language lacks falls back to English (decisions: a
 * language without a dictionary falls back to EN), and then to the key itself.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  return lookup(key, params) ?? key;
}

/**
 * A host's own words (the player site's `site.*`), per language, under a namespace of its own so
 * they never collide with the widgets'. A language loaded later keeps them: rosetta merges tables.
 */
export function addMessages(
  namespace: string,
  byLanguage: Readonly<Record<string, Record<string, unknown>>>,
): void {
  for (const [language, table] of Object.entries(byLanguage)) {
    i18n.set(language, { [namespace]: table } as unknown as Dictionary);
  }
}

/** For keys built at run time (error codes from the server): undefined when no dictionary has it. */
export function lookup(key: string, params?: MessageParams): string | undefined {
  const language = $locale.get();
  const found =
    i18n.t(key, params ?? {}, language) ||
    (language === DEFAULT_LANGUAGE ? '' : i18n.t(key, params ?? {}, DEFAULT_LANGUAGE));
  return typeof found === 'string' && found !== '' ? found : undefined;
}
