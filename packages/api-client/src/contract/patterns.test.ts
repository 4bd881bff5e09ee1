import { describe, expect, it } from 'vitest';
import { matchesRule, PATTERNS, type PatternId } from './patterns';

const rule = (id: PatternId, min = 1, max = 64) => ({
  acceptedPattern: PATTERNS[id],
  minLength: min,
  maxLength: max,
});

describe('R5.27 the pattern catalogue', () => {
  it.each<[PatternId, string[], string[]]>([
    ['pattern_letter_first', ['demo01', 'Abc'], ['1demo', 'de mo', 'de_mo']],
    ['pattern_kanji_numbers', ['漢字123'], ['abc', '漢字 1']],
    ['pattern_email', ['a@b.co', 'x.y@mail.ph'], ['a@b', 'a b@c.d', '@b.co']],
    ['pattern_letters_or_numbers', ['abc123', 'ABC'], ['abc-1', 'a b']],
    ['pattern_letter_number', ['abc123', 'a1!'], ['abcdef', '123456', 'ab 12']],
    ['pattern_numbers_only', ['0917'], ['09a7', '']],
    ['pattern_alnum_one_upper', ['abC1'], ['abc1', 'AB-1']],
    ['pattern_english_spaces', ['Juan dela Cruz'], ['Juan1', 'Juan-Cruz']],
    ['pattern_no_spaces', ['a-b_c!'], ['a b']],
    ['pattern_chinese_punctuation', ['中文，标点。'], ['中文a']],
    ['pattern_date', ['2026-11-21', '11-21-2026'], ['2026/11/21', '2026-13-01', '21-11-2026']],
    ['pattern_korean', ['한국어'], ['한국어a']],
    ['pattern_thai', ['ภาษาไทย'], ['ภาษา ไทย']],
    ['pattern_thai_english_spaces', ['ภาษา Thai'], ['ภาษา1']],
    ['pattern_upper_spaces', ['JUAN CRUZ'], ['Juan CRUZ']],
    ['pattern_letters_numbers_symbols', ['a1!@#'], ['a 1']],
    ['pattern_strong_password', ['Abcd1234!'], ['abcd1234!', 'ABCD1234!', 'Abcdefgh!', 'Abcd12345']],
    ['pattern_full_name', ['Juan Cruz', 'Maria Clara Santos'], ['Juan', 'Juan  Cruz', 'Juan Cruz1']],
    ['pattern_fullwidth_japanese', ['ひらがなカタカナ漢字'], ['kana', 'ｶﾀｶﾅ']],
    ['pattern_upper_no_spaces', ['ABC'], ['AB C', 'ABc']],
  ])('%s accepts %j and refuses %j', (id, accepted, refused) => {
    for (const value of accepted) expect(matchesRule(value, rule(id)), value).toBe('ok');
    for (const value of refused) expect(matchesRule(value, rule(id)), value).not.toBe('ok');
  });

  it("R5.22 '*' accepts anything within the bounds, and R5.23 the bounds hold for every pattern", () => {
    expect(matchesRule('any thing!', rule('pattern_any'))).toBe('ok');
    expect(matchesRule('ab', rule('pattern_letter_first', 6, 16))).toBe('length');
    expect(matchesRule('a'.repeat(17), rule('pattern_letter_first', 6, 16))).toBe('length');
  });
});
