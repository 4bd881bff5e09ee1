import { countryCodes, LOCALES } from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';

const t = testPlatformForFile();

describe('country code list (R7.54)', () => {
  it("R7.54 GET /wps/system/countryCodes lists the locale catalogue's countries with their dialing codes, the merchant's first", async () => {
    const ph = await t.value(countryCodes, { merchant: 'ph' });
    expect(ph[0]).toEqual({ country: 'PH', dialingCode: '63', merchant: true });
    expect(ph.filter((entry) => entry.merchant)).toHaveLength(1);
    expect(ph).toContainEqual({ country: 'BD', dialingCode: '880', merchant: false });
    // Every country the catalogue names, once.
    const countries = new Set(LOCALES.map((locale) => locale.country));
    expect(new Set(ph.map((entry) => entry.country))).toEqual(countries);
    expect(ph).toHaveLength(countries.size);
    expect(ph.every((entry) => /^\d{1,4}$/.test(entry.dialingCode))).toBe(true);

    const bd = await t.value(countryCodes, { merchant: 'bd' });
    expect(bd[0]).toEqual({ country: 'BD', dialingCode: '880', merchant: true });
  });

  it('R7.54 the dialing code the list gives the merchant is the one its SMS calls accept', async () => {
    for (const merchant of ['ph', 'bd']) {
      const [own] = await t.value(countryCodes, { merchant });
      const settings = await t.request('GET', '/wps/system/setting/register', { merchant });
      const value = (settings.body as { value: { countryDialingCode: string } }).value;
      expect(value.countryDialingCode.replace(/^\+/, '')).toBe(own?.dialingCode);
    }
  });
});
