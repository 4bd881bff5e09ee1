import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty } from './fields';
import { catalogueLanguage, localeEntry } from './locale-catalogue';

/** The whole catalogue, for operators' tools and selectors that show more than one merchant's list. */
export const localeCatalogue = endpoint({
  method: 'GET',
  path: '/wps/system/locales',
  request: empty,
  response: v.array(localeEntry),
  cache: 'session',
});

/** A region the player can pick (R3.28): one per merchant, with the merchant it switches to. */
export const regionEntry = v.object({
  merchantCode: v.string(),
  country: v.string(),
  countryName: v.string(),
  currency: v.string(),
  currencySymbol: v.string(),
  langList: v.array(v.string()),
});

export type RegionEntry = v.InferOutput<typeof regionEntry>;

/** Every merchant's region, for the region modal (R4.43, R4.44). */
export const regionList = endpoint({
  method: 'GET',
  path: '/wps/system/regions',
  request: empty,
  response: v.array(regionEntry),
});

/**
 * R7.63, R4.72: the member's language, dispatched with `{language}`. Only languages the merchant
 * offers are accepted; an anonymous visitor's choice stays in the browser (localStorage `lang`).
 */
export const updateMemberLanguage = endpoint({
  method: 'PUT',
  path: '/wps/member/language',
  auth: 'member',
  request: v.strictObject({ language: catalogueLanguage }),
  response: v.object({ language: v.string() }),
});
