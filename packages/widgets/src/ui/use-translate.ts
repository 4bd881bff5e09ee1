import { $locale, t } from '@lobbykit/sdk';
import { useStore } from './use-store';

/**
 * The sdk's `t`, plus a subscription to `$locale`: rosetta's locale is global, so without this a
 * component would keep showing the old language until something else re-rendered it.
 */
export function useTranslate(): typeof t {
  useStore($locale);
  return t;
}
