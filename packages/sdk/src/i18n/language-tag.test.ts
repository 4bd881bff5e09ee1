import { describe, expect, it } from 'vitest';
import { languageTag } from './language-tag';

describe('languageTag', () => {
  it("R9.30 names the page's language for <html lang> and Intl: TY is Filipino, BN Bengali", () => {
    expect(['EN', 'TY', 'BN', 'PT', 'CN', 'TW', 'VI'].map(languageTag)).toEqual([
      'en',
      'fil',
      'bn',
      'pt-BR',
      'zh-Hans',
      'zh-Hant',
      'vi',
    ]);
  });
});
