import {
  adminSetMerchantLanguages,
  countryCodes,
  countryCodesOf,
  localeCatalogue,
  regionList,
  updateMemberLanguage,
} from '@lobbykit/api-client/contract';
import { type Bind, signedIn } from '../http/bind';
import type { LocaleService } from '../services/locales';

/** The locale catalogue, the regions, a member's language and the operator's langList switch. */
export function localeRoutes(bind: Bind, locales: LocaleService): void {
  // Open during an outage: the maintenance and region-blocked pages still offer the region choice.
  const open = { openDuringOutage: true };
  bind(localeCatalogue, async () => locales.catalogue(), open);
  bind(regionList, () => locales.regions(), open);
  // R7.54: the catalogue's countries with their dialing codes, the caller's merchant's first.
  bind(countryCodes, async (_input, call) => countryCodesOf(call.merchant.country), open);
  bind(updateMemberLanguage, ({ language }, call) => {
    const { member } = signedIn(call);
    return locales.setMemberLanguage(member, call.merchant, language);
  });
  bind(adminSetMerchantLanguages, (request) => locales.setMerchantLanguages(request));
}
