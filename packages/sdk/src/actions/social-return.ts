import { sessionStore } from '../stores/storage';

/** sessionStorage key of a Google or Facebook sign-in under way: what the page needs when the provider sends it back. */
export const SOCIAL_PENDING_KEY = 'lobbykit:socialSignIn';

/**
 * R4.14, R4.15: whether this page is a provider sending a started sign-in back (a pending sign-in
 * and a `state` in the address). Cheap, so startup asks it on every page and loads the rest only then.
 */
export function isSocialReturn(): boolean {
  if (typeof location === 'undefined') return false;
  const query = new URLSearchParams(location.search);
  return query.has('state') && sessionStore().getItem(SOCIAL_PENDING_KEY) !== null;
}
