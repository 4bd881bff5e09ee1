import { emit } from '../runtime/events';

export interface NavigateDetail {
  path: string;
}

/**
 * Navigation belongs to the host: a cancelable `lobbykit:navigate` goes to `window`, and a host
 * router that calls `preventDefault()` takes over. Without one, the browser goes there. Returns
 * whether the default navigation happened.
 */
export function navigate(path: string): boolean {
  const proceed = emit<NavigateDetail>('navigate', { path }, undefined, { cancelable: true });
  if (!proceed) return false;
  if (typeof location !== 'undefined' && typeof location.assign === 'function') {
    location.assign(path);
    return true;
  }
  return false;
}
