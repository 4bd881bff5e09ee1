import { $locale, t } from '@lobbykit/sdk';
import { useLobbyKit } from '@lobbykit/sdk/react';

/** The sdk's translator, re-rendering the component when the language changes. */
export function useT(): typeof t {
  useLobbyKit($locale);
  return t;
}
