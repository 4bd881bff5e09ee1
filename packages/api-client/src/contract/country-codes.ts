import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty } from './fields';
import { LOCALES } from './locale-catalogue';

/** The international dialing code of each country the locale catalogue names (ITU-T E.164). */
export const DIALING_CODES: Readonly<Record<string, string>> = {
  GB: '44',
  PH: '63',
  BD: '880',
  CN: '86',
  TW: '886',
  VN: '84',
  TH: '66',
  ID: '62',
  MY: '60',
  JP: '81',
  KR: '82',
  IN: '91',
  PK: '92',
  NP: '977',
  LK: '94',
  MM: '95',
  KH: '855',
  LA: '856',
  BR: '55',
  ES: '34',
  FR: '33',
  DE: '49',
  IT: '39',
  NL: '31',
  PL: '48',
  RU: '7',
  TR: '90',
  SA: '966',
  IR: '98',
  UZ: '998',
  KZ: '7',
  GR: '30',
};

export const countryCodeEntry = v.object({
  /** ISO 3166 alpha-2, the flag's name (the widgets draw it as SVG). */
  country: v.string(),
  /** Digits only, as the SMS calls send countryDialingCode (R7.21, R7.23). */
  dialingCode: v.string(),
  /** True for the merchant's own country: the one its mobile numbers are checked against. */
  merchant: v.boolean(),
});

export type CountryCodeEntry = v.InferOutput<typeof countryCodeEntry>;

/** One entry per country of the locale catalogue, in the catalogue's order. */
export function countryCodesOf(merchantCountry: string): CountryCodeEntry[] {
  const seen = new Set<string>();
  const entries: CountryCodeEntry[] = [];
  for (const { country } of LOCALES) {
    const dialingCode = DIALING_CODES[country];
    if (seen.has(country) || dialingCode === undefined) continue;
    seen.add(country);
    entries.push({ country, dialingCode, merchant: country === merchantCountry });
  }
  // The merchant's own country first: the code its mobile fields start with.
  return [...entries.filter((entry) => entry.merchant), ...entries.filter((entry) => !entry.merchant)];
}

/**
 * R7.54: the country code list, served from the locale catalogue's countries, the caller's
 * merchant's first and marked: its mobile fields (register, bind, SMS login) take that code.
 */
export const countryCodes = endpoint({
  method: 'GET',
  path: '/wps/system/countryCodes',
  request: empty,
  response: v.array(countryCodeEntry),
  cache: 'session',
});
