import { $locale } from '@lobbykit/sdk';
import { useLobbyKit } from '@lobbykit/sdk/react';
import { siteT } from './i18n/site-messages';

/** The site's translator, re-rendering the component when the language changes. */
export function useT(): typeof siteT {
  useLobbyKit($locale);
  return siteT;
}
