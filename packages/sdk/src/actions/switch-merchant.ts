import { $config, setCurrency, setMerchantCode } from '../stores/config';
import { LocalKey } from '../stores/keys';
import { localStore, sessionStore } from '../stores/storage';

/** What a region offers when chosen: the merchant to switch to and its currency. */
export interface MerchantChoice {
  merchantCode: string;
  currency: string;
}

export interface SwitchMerchantOptions {
  /** How the page goes to `/` afresh; the browser's `location.assign` unless a test replaces it. */
  reload?: (path: string) => void;
}

/**
 * A merchant switch (spec section 4, R4.67-R4.70). A different merchant or currency clears local
 * and session storage, for nothing of one merchant's session, caches or wallet belongs to another,
 * but keeps the language history (`hisLang`); then it stores the new merchant and its currency and
 * reloads to `/`, where startup reads the new merchant's permission. Choosing the merchant the page
 * already runs is no switch: answers false and changes nothing.
 */
export function switchMerchant(choice: MerchantChoice, options: SwitchMerchantOptions = {}): boolean {
  const { merchantCode, currency } = $config.get();
  // Before startup has stored a currency, the merchant alone tells whether anything changes.
  if (choice.merchantCode === merchantCode && (currency === null || choice.currency === currency))
    return false;

  const local = localStore();
  const history = local.getItem(LocalKey.languageHistory); // R4.68
  local.clear(); // R4.67
  sessionStore().clear();
  if (history !== null) local.setItem(LocalKey.languageHistory, history);
  setMerchantCode(choice.merchantCode); // R4.69
  setCurrency(choice.currency);
  const reload = options.reload ?? ((path: string) => globalThis.location.assign(path));
  reload('/'); // R4.70
  return true;
}
