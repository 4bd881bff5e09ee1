import { countryCodes } from '@lobbykit/api-client/locales';
import { beforeEach, describe, expect, it } from 'vitest';
import { $config } from '../stores/config';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { dialingCountry, loadCountryCodes } from './country-codes';

let harness: Harness;
// The platform server's answer for ph (platform-server routes/country-codes.test.ts).
const list = [
  { country: 'PH', dialingCode: '63', merchant: true },
  { country: 'GB', dialingCode: '44', merchant: false },
  { country: 'BD', dialingCode: '880', merchant: false },
];

beforeEach(() => {
  harness = setUpRuntime();
  harness.platform.on(countryCodes, list);
});

describe('country code list (R7.54)', () => {
  it('R7.54 loads the list once a session and names each country in the player language', async () => {
    $config.setKey('language', 'EN');
    const codes = await loadCountryCodes();
    expect(codes[0]).toEqual({ country: 'PH', dialingCode: '63', merchant: true, name: 'Philippines' });
    await loadCountryCodes();
    expect(harness.platform.calls(countryCodes)).toHaveLength(1);
  });

  it("R7.54 finds a mobile field's country by its dialing code, with or without the plus", async () => {
    $config.setKey('language', 'BN');
    const bd = await dialingCountry('+880');
    expect(bd).toMatchObject({ country: 'BD', dialingCode: '880' });
    expect(bd?.name).toMatch(/[\u0980-\u09FF]/);
    expect(await dialingCountry('63')).toMatchObject({ country: 'PH' });
    expect(await dialingCountry('999')).toBeUndefined();
  });
});
