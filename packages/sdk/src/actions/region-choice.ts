import { type RegionEntry, regionList } from '@lobbykit/api-client/locales';
import { getClient } from '../client/configure';
import { $config, setMerchantCode } from '../stores/config';
import { LocalKey } from '../stores/keys';
import { $startup } from '../stores/startup';
import { localStore } from '../stores/storage';
import { closeModal, openModal } from './modal';
import { type SwitchMerchantOptions, switchMerchant } from './switch-merchant';

/** The `regionSelect` modal of spec section 2. */
export const REGION_SELECT_MODAL = 'regionSelect';

/**
 * Why the region modal must open, or 'none': `unknown` when the visitor's country is not known
 * (R4.43); `choose` when the country needs choosing (R4.44): no merchant serves it, several do, or
 * the one that does is not the merchant this page runs. A player who has chosen before (a stored
 * `merchantCode`) is not asked again.
 */
export function regionChoiceNeeded(input: {
  countryCode: string;
  regions: readonly RegionEntry[];
  merchantCode: string;
  chosen: boolean;
}): 'none' | 'unknown' | 'choose' {
  if (input.chosen) return 'none';
  const country = input.countryCode.trim().toUpperCase();
  if (!country) return 'unknown';
  const matches = input.regions.filter((region) => region.country.toUpperCase() === country);
  if (matches.length === 1 && matches[0]?.merchantCode === input.merchantCode) return 'none';
  return 'choose';
}

/** Every merchant's region (R3.28), for the region modal. */
export function loadRegions(): Promise<RegionEntry[]> {
  return getClient().call(regionList);
}

/**
 * Run after startup: opens the region modal when `regionChoiceNeeded` says so, with the reason and
 * the regions of the visitor's country first. Answers the reason; does nothing before a ready
 * startup or when the region list cannot be read (the page keeps its merchant).
 */
export async function checkRegion(): Promise<'none' | 'unknown' | 'choose'> {
  const startup = $startup.get();
  if (startup.phase !== 'ready') return 'none';
  const chosen = localStore().getItem(LocalKey.merchantCode) !== null;
  if (chosen) return 'none';
  let regions: RegionEntry[];
  try {
    regions = await loadRegions();
  } catch {
    return 'none';
  }
  const countryCode = startup.permission?.location.countryCode ?? startup.location.countryCode;
  const reason = regionChoiceNeeded({
    countryCode,
    regions,
    merchantCode: $config.get().merchantCode,
    chosen,
  });
  if (reason !== 'none') openModal(REGION_SELECT_MODAL, { reason, countryCode });
  return reason;
}

/**
 * The player picked a region in the modal: a different merchant switches (and reloads); the one
 * this page already runs is remembered, so the modal does not ask again.
 */
export function chooseRegion(region: RegionEntry, options: SwitchMerchantOptions = {}): boolean {
  if (switchMerchant(region, options)) return true;
  setMerchantCode(region.merchantCode);
  closeModal(REGION_SELECT_MODAL);
  return false;
}
