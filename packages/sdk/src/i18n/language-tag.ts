/** Catalogue languages whose BCP 47 tag is not their code in lower case (TY is Filipino). */
const TAGS: Readonly<Record<string, string>> = { TY: 'fil', PT: 'pt-BR', CN: 'zh-Hans', TW: 'zh-Hant' };

/**
 * The BCP 47 tag of a catalogue language: for `<html lang>` (a screen reader's voice, the browser's
 * choice of fallback fonts) and the browser's own names (Intl.DisplayNames).
 */
export function languageTag(language: string): string {
  return TAGS[language] ?? language.toLowerCase();
}
