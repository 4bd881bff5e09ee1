import { $config } from '../stores/config';
import { DEFAULT_LANGUAGE } from '../stores/keys';
import { $locale } from '../stores/locale';
import { activate, defineSource, type MessageTable, messages, put } from './catalog';
import { en } from './en';
import type { MessageKey, MessageParams } from './message-key';
import { isPluralForms, pluralFormKey } from './plural';

/**
 * The core dictionary: what the runtime, the dialogs port and several widgets say. English ships with
 * the runtime as the fallback; the other languages are chunks of their own so a page downloads only
 * the language it shows. A widget's own words are a namespace in its chunk (`defineMessages`).
 */
defineSource(null, {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});

activate($config.get().language);
$config.listen((config) => activate(config.language));

export { isLocaleReady, loadLanguage as loadDictionary, localeReady } from './catalog';

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
  for (const [language, table] of Object.entries(byLanguage)) put(namespace, language, table as MessageTable);
}

/**
 * For keys built at run time (error codes from the server): undefined when no dictionary has it.
 * A key holding plural forms (`{ one, other }`) picks the form for `params.count` by the language's
 * plural rules, so '1 game' and 'All 12 games' come from one key in every language.
 */
export function lookup(key: string, params?: MessageParams): string | undefined {
  const language = $locale.get();
  const found =
    inLanguage(key, params, language) ||
    (language === DEFAULT_LANGUAGE ? '' : inLanguage(key, params, DEFAULT_LANGUAGE));
  return typeof found === 'string' && found !== '' ? found : undefined;
}

function inLanguage(key: string, params: MessageParams | undefined, language: string): unknown {
  const found = messages.t(key, params ?? {}, language);
  if (!isPluralForms(found)) return found;
  return messages.t(pluralFormKey(key, found, language, params), params ?? {}, language);
}
