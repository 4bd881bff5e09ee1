import type { RegionEntry } from '../contract/locales';

/**
 * The seeded merchants' regions (R3.28) as the reference server answers its region list: the
 * server's locales test expects exactly these, so the sdk's and widgets' tests and Storybook, which
 * answer the list with them, show what the server would.
 */
export const philippinesRegion: RegionEntry = {
  merchantCode: 'ph',
  country: 'PH',
  countryName: 'Philippines',
  currency: 'TLB',
  currencySymbol: '₱',
  langList: ['EN', 'TY'],
};

export const bangladeshRegion: RegionEntry = {
  merchantCode: 'bd',
  country: 'BD',
  countryName: 'Bangladesh',
  currency: 'BDT',
  currencySymbol: '৳',
  langList: ['EN', 'BN'],
};

/** The region list: the Philippines, then Bangladesh. */
export const regionsFixture: RegionEntry[] = [philippinesRegion, bangladeshRegion];
