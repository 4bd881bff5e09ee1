/**
 * The pattern catalogue of spec section 5 (R5.27): a server-supplied rule names one by `patternId`,
 * carries its expression as `acceptedPattern` ('*' accepts anything, R5.22), and the client shows the
 * message translated under the same id with min and max (R5.24). One list for the seed, the server's
 * checks and the forms.
 */
export const PATTERNS = {
  /** First character a letter, then letters and numbers. */
  pattern_letter_first: '^[A-Za-z][A-Za-z0-9]*$',
  /** Kanji (CJK ideographs) and numbers. */
  pattern_kanji_numbers: '^[\\u4E00-\\u9FFF0-9]+$',
  pattern_email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  /** Letters or numbers only. */
  pattern_letters_or_numbers: '^[A-Za-z0-9]+$',
  /** Letters and numbers, at least one of each (printable symbols allowed). */
  pattern_letter_number: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$',
  pattern_numbers_only: '^\\d+$',
  /** Letters and numbers with at least one uppercase letter. */
  pattern_alnum_one_upper: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  pattern_english_spaces: '^[A-Za-z ]+$',
  pattern_no_spaces: '^\\S+$',
  /** Chinese characters and CJK punctuation. */
  pattern_chinese_punctuation: '^[\\u4E00-\\u9FFF\\u3000-\\u303F\\uFF00-\\uFFEF]+$',
  /** yyyy-MM-dd or MM-dd-yyyy. */
  pattern_date:
    '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4})$',
  pattern_korean: '^[\\uAC00-\\uD7A3\\u1100-\\u11FF\\u3130-\\u318F]+$',
  pattern_thai: '^[\\u0E00-\\u0E7F]+$',
  pattern_thai_english_spaces: '^[\\u0E00-\\u0E7FA-Za-z ]+$',
  pattern_upper_spaces: '^[A-Z ]+$',
  /** Letters, numbers and symbols (printable ASCII, no spaces). */
  pattern_letters_numbers_symbols: '^[\\x21-\\x7E]+$',
  /** Upper and lower case letters, a digit and a special symbol. */
  pattern_strong_password: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9\\s])\\S+$',
  /** A first and a last name separated by a space. */
  pattern_full_name: '^[A-Za-z]+( [A-Za-z]+)+$',
  /** Full-width Japanese (kana, kanji, full-width forms). */
  pattern_fullwidth_japanese: '^[\\u3000-\\u30FF\\u4E00-\\u9FAF\\uFF01-\\uFF5E]+$',
  pattern_upper_no_spaces: '^[A-Z]+$',
  /** The merchant's local mobile format; the rule's own expression carries prefix and digits. */
  pattern_mobile: '^\\d+$',
  pattern_any: '*',
} as const;

export type PatternId = keyof typeof PATTERNS;

/** R5.22, R5.23: '*' accepts any value; otherwise the whole value must match, within the length bounds. */
export function matchesRule(
  value: string,
  rule: { acceptedPattern: string; minLength: number; maxLength: number },
): 'ok' | 'length' | 'pattern' {
  if (value.length < rule.minLength || value.length > rule.maxLength) return 'length';
  if (rule.acceptedPattern === '*') return 'ok';
  try {
    return new RegExp(rule.acceptedPattern, 'u').test(value) ? 'ok' : 'pattern';
  } catch {
    return new RegExp(rule.acceptedPattern).test(value) ? 'ok' : 'pattern';
  }
}
