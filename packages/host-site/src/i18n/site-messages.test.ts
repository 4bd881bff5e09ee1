import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import { ty } from './ty';

describe("the site's dictionaries", () => {
  it.each([
    ['TY', ty],
    ['BN', bn],
  ])('R9.30 %s has exactly the English keys, none empty', (_language, dictionary) => {
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(en).sort());
    for (const value of Object.values(dictionary)) expect(value.trim()).not.toBe('');
  });

  it('keeps every template parameter of the English text', () => {
    for (const [key, text] of Object.entries(en)) {
      const params = text.match(/\{\{\w+\}\}/g) ?? [];
      for (const dictionary of [ty, bn]) {
        for (const param of params) expect(dictionary[key as keyof typeof en]).toContain(param);
      }
    }
  });
});
