import type { MessageParams } from './message-key';

/**
 * A message that depends on a number: its forms by the language's plural category (CLDR: `one`,
 * `other`, and `zero`, `two`, `few`, `many` where a language has them). `other` is required; a form
 * a language lacks falls back to it. `t(key, { count })` picks the form for `count`.
 */
export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

/** The interface languages as locale tags for `Intl.PluralRules`: TY is Filipino. */
const PLURAL_LOCALE: Record<string, string> = { EN: 'en', TY: 'fil', BN: 'bn' };

const rules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language` (`one`, `other` ...); `other` where Intl cannot say. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  const tag = PLURAL_LOCALE[language.toUpperCase()] ?? language.toLowerCase();
  let rule = rules.get(tag);
  if (!rule) {
    try {
      rule = new Intl.PluralRules(tag);
    } catch {
      return 'other';
    }
    rules.set(tag, rule);
  }
  return rule.select(count);
}

export function isPluralForms(value: unknown): value is PluralForms {
  return typeof value === 'object' && value !== null && typeof (value as PluralForms).other === 'string';
}

/** The key of the form to use when `key` holds plural forms and `params.count` is a number. */
export function pluralFormKey(
  key: string,
  forms: PluralForms,
  language: string,
  params: MessageParams | undefined,
): string {
  const count = params?.count;
  if (typeof count !== 'number') return `${key}.other`;
  const category = pluralCategory(language, count);
  return forms[category] === undefined ? `${key}.other` : `${key}.${category}`;
}
