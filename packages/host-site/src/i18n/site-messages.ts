import { addMessages, lookup, type MessageParams } from '@lobbykit/sdk';
import { bn } from './bn';
import { en, type SiteMessages } from './en';
import { ty } from './ty';

const NAMESPACE = 'site';

/** The site's words go into the sdk's i18n under `site.*`: one locale, one language switch. */
export function registerSiteMessages(): void {
  addMessages(NAMESPACE, { EN: en, TY: ty, BN: bn });
}

export type SiteKey = keyof SiteMessages;

/** Translates one of the site's own keys in the current language (English when one is missing). */
export function siteT(key: SiteKey, params?: MessageParams): string {
  return lookup(`${NAMESPACE}.${key}`, params) ?? key;
}
