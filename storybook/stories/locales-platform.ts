import { regionList, updateMemberLanguage } from '@lobbykit/api-client/contract';
import type { FakePlatform } from '@lobbykit/api-client/testing';

/** How the stand-in platform answers the region list and a member's language in a story. */
export type LocalesScenario = { regions?: 'ok' | 'pending' | 'error' };

/** The seeded merchants' regions (R3.28), as the reference server answers them. */
export const storyRegions = [
  {
    merchantCode: 'ph',
    country: 'PH',
    countryName: 'Philippines',
    currency: 'TLB',
    currencySymbol: '₱',
    langList: ['EN', 'TY'],
  },
  {
    merchantCode: 'bd',
    country: 'BD',
    countryName: 'Bangladesh',
    currency: 'BDT',
    currencySymbol: '৳',
    langList: ['EN', 'BN'],
  },
];

/** Answers the region list by the scenario, and a member's language with what was sent. */
export function answerLocales(platform: FakePlatform, scenario: LocalesScenario): void {
  if (scenario.regions === 'pending') platform.hang(regionList);
  else if (scenario.regions === 'error')
    platform.fail(regionList, 'unknown', { status: 500, message: 'unknown' });
  else platform.on(regionList, storyRegions);
  platform.on(updateMemberLanguage, (input) => input);
}
