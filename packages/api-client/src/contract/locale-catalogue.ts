import * as v from 'valibot';

/**
 * The platform's locale catalogue (decisions: about 35 codes with names and flags). A merchant's
 * `langList` picks which of these its language selector offers, and the server refuses a langList
 * naming anything else. `label` is what a selector shows: the code, except PT which players know as
 * PT-BR (R2.64). `country` names the flag (ISO 3166 alpha-2), so a widget can draw an inline SVG
 * where emoji flags do not render; `flag` is the emoji for everywhere else.
 */
export const localeEntry = v.object({
  code: v.string(),
  label: v.string(),
  /** The language's own name, as its speakers write it. */
  name: v.string(),
  englishName: v.string(),
  country: v.string(),
  flag: v.string(),
});

export type LocaleEntry = v.InferOutput<typeof localeEntry>;

/** A two-letter country code as its regional-indicator emoji flag. */
function emojiFlag(country: string): string {
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...country].map((letter) => base + letter.charCodeAt(0)));
}

const entry = (
  code: string,
  name: string,
  englishName: string,
  country: string,
  label = code,
): LocaleEntry => ({
  code,
  label,
  name,
  englishName,
  country,
  flag: emojiFlag(country),
});

export const LOCALES: readonly LocaleEntry[] = [
  entry('EN', 'English', 'English', 'GB'),
  entry('TY', 'Filipino', 'Filipino', 'PH'),
  entry('BN', 'বাংলা', 'Bengali', 'BD'),
  entry('CN', '简体中文', 'Chinese (Simplified)', 'CN'),
  entry('TW', '繁體中文', 'Chinese (Traditional)', 'TW'),
  entry('VI', 'Tiếng Việt', 'Vietnamese', 'VN'),
  entry('TH', 'ไทย', 'Thai', 'TH'),
  entry('ID', 'Bahasa Indonesia', 'Indonesian', 'ID'),
  entry('MS', 'Bahasa Melayu', 'Malay', 'MY'),
  entry('JA', '日本語', 'Japanese', 'JP'),
  entry('KO', '한국어', 'Korean', 'KR'),
  entry('HI', 'हिन्दी', 'Hindi', 'IN'),
  entry('TA', 'தமிழ்', 'Tamil', 'IN'),
  entry('TE', 'తెలుగు', 'Telugu', 'IN'),
  entry('MR', 'मराठी', 'Marathi', 'IN'),
  entry('UR', 'اردو', 'Urdu', 'PK'),
  entry('NE', 'नेपाली', 'Nepali', 'NP'),
  entry('SI', 'සිංහල', 'Sinhala', 'LK'),
  entry('MY', 'မြန်မာ', 'Burmese', 'MM'),
  entry('KM', 'ខ្មែរ', 'Khmer', 'KH'),
  entry('LO', 'ລາວ', 'Lao', 'LA'),
  entry('PT', 'Português (Brasil)', 'Portuguese (Brazil)', 'BR', 'PT-BR'),
  entry('ES', 'Español', 'Spanish', 'ES'),
  entry('FR', 'Français', 'French', 'FR'),
  entry('DE', 'Deutsch', 'German', 'DE'),
  entry('IT', 'Italiano', 'Italian', 'IT'),
  entry('NL', 'Nederlands', 'Dutch', 'NL'),
  entry('PL', 'Polski', 'Polish', 'PL'),
  entry('RU', 'Русский', 'Russian', 'RU'),
  entry('TR', 'Türkçe', 'Turkish', 'TR'),
  entry('AR', 'العربية', 'Arabic', 'SA'),
  entry('FA', 'فارسی', 'Persian', 'IR'),
  entry('UZ', 'Oʻzbekcha', 'Uzbek', 'UZ'),
  entry('KK', 'Қазақша', 'Kazakh', 'KZ'),
  entry('EL', 'Ελληνικά', 'Greek', 'GR'),
];

export const LOCALE_CODES: readonly string[] = LOCALES.map((locale) => locale.code);

/** The catalogue entry for a code; `PT-BR`, as selectors show it, is the catalogue's `PT`. */
export function findLocale(code: string): LocaleEntry | undefined {
  const wanted = code.toUpperCase() === 'PT-BR' ? 'PT' : code.toUpperCase();
  return LOCALES.find((locale) => locale.code === wanted);
}

/** The catalogue entries a merchant offers, in the merchant's order; unknown codes are skipped. */
export function localesFor(langList: readonly string[]): LocaleEntry[] {
  return langList.map(findLocale).filter((locale): locale is LocaleEntry => locale !== undefined);
}

/** A language code of the catalogue, in any case (`ty`, `PT-BR`), as the catalogue spells it. */
export const catalogueLanguage = v.pipe(
  v.string(),
  v.trim(),
  v.transform((code) => (code.toUpperCase() === 'PT-BR' ? 'PT' : code.toUpperCase())),
  v.picklist(LOCALE_CODES as string[], 'language_unknown'),
);
