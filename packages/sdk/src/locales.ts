// @lobbykit/sdk/locales: merchants, regions and languages (spec section 4: merchant switch, language
// change, the region modal) and the locale catalogue. Its own entry so neither the runtime chunk nor
// the registration chunk carries the catalogue.

export type { RegionEntry } from '@lobbykit/api-client/locales';
export { changeLanguage, type LanguageChange } from './actions/change-language';
export { type DialingCountry, dialingCountry, loadCountryCodes } from './actions/country-codes';
export {
  checkRegion,
  chooseRegion,
  loadRegions,
  REGION_SELECT_MODAL,
  regionChoiceNeeded,
} from './actions/region-choice';
export { type MerchantChoice, type SwitchMerchantOptions, switchMerchant } from './actions/switch-merchant';
export { findLocale, LOCALES, type LocaleEntry, localesFor } from './i18n/locales';
