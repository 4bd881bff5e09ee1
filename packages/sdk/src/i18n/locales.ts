/**
 * The platform's locale catalogue (decisions: about 35 codes with names and flags). A merchant's
 * `langList` picks which of these its language selector offers. `label` is what the selector
 * shows: the code, except PT which players know as PT-BR (spec section 2, side menu).
 */
export interface LocaleEntry {
  code: string;
  label: string;
  /** The language's own name, as its speakers write it. */
  name: string;
  englishName: string;
  flag: string;
}

const entry = (code: string, name: string, englishName: string, flag: string, label = code): LocaleEntry => ({
  code,
  label,
  name,
  englishName,
  flag,
});

export const LOCALES: readonly LocaleEntry[] = [
  entry('EN', 'English', 'English', '🇬🇧'),
  entry('TY', 'Filipino', 'Filipino', '🇵🇭'),
  entry('BN', 'বাংলা', 'Bengali', '🇧🇩'),
  entry('CN', '简体中文', 'Chinese (Simplified)', '🇨🇳'),
  entry('TW', '繁體中文', 'Chinese (Traditional)', '🇹🇼'),
  entry('VI', 'Tiếng Việt', 'Vietnamese', '🇻🇳'),
  entry('TH', 'ไทย', 'Thai', '🇹🇭'),
  entry('ID', 'Bahasa Indonesia', 'Indonesian', '🇮🇩'),
  entry('MS', 'Bahasa Melayu', 'Malay', '🇲🇾'),
  entry('JA', '日本語', 'Japanese', '🇯🇵'),
  entry('KO', '한국어', 'Korean', '🇰🇷'),
  entry('HI', 'हिन्दी', 'Hindi', '🇮🇳'),
  entry('TA', 'தமிழ்', 'Tamil', '🇮🇳'),
  entry('TE', 'తెలుగు', 'Telugu', '🇮🇳'),
  entry('MR', 'मराठी', 'Marathi', '🇮🇳'),
  entry('UR', 'اردو', 'Urdu', '🇵🇰'),
  entry('NE', 'नेपाली', 'Nepali', '🇳🇵'),
  entry('SI', 'සිංහල', 'Sinhala', '🇱🇰'),
  entry('MY', 'မြန်မာ', 'Burmese', '🇲🇲'),
  entry('KM', 'ខ្មែរ', 'Khmer', '🇰🇭'),
  entry('LO', 'ລາວ', 'Lao', '🇱🇦'),
  entry('PT', 'Português (Brasil)', 'Portuguese (Brazil)', '🇧🇷', 'PT-BR'),
  entry('ES', 'Español', 'Spanish', '🇪🇸'),
  entry('FR', 'Français', 'French', '🇫🇷'),
  entry('DE', 'Deutsch', 'German', '🇩🇪'),
  entry('IT', 'Italiano', 'Italian', '🇮🇹'),
  entry('NL', 'Nederlands', 'Dutch', '🇳🇱'),
  entry('PL', 'Polski', 'Polish', '🇵🇱'),
  entry('RU', 'Русский', 'Russian', '🇷🇺'),
  entry('TR', 'Türkçe', 'Turkish', '🇹🇷'),
  entry('AR', 'العربية', 'Arabic', '🇸🇦'),
  entry('FA', 'فارسی', 'Persian', '🇮🇷'),
  entry('UZ', 'Oʻzbekcha', 'Uzbek', '🇺🇿'),
  entry('KK', 'Қазақша', 'Kazakh', '🇰🇿'),
  entry('EL', 'Ελληνικά', 'Greek', '🇬🇷'),
];

export function findLocale(code: string): LocaleEntry | undefined {
  const wanted = code.toUpperCase() === 'PT-BR' ? 'PT' : code.toUpperCase();
  return LOCALES.find((locale) => locale.code === wanted);
}

/** The catalogue entries a merchant offers, in the merchant's order; unknown codes are skipped. */
export function localesFor(langList: readonly string[]): LocaleEntry[] {
  return langList.map(findLocale).filter((locale): locale is LocaleEntry => locale !== undefined);
}
