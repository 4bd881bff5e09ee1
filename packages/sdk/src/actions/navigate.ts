import { emit } from '../runtime/events';
import { $config } from '../stores/config';

/**
 * Why a widget asks to move: `link` a player pressed something that leads to a player-site page
 * (the default, it goes there when no host takes over); `registered` a registration ended, where an
 * embedded form stays on its page, signed in, unless the host moves on; `inPlace` a widget changed
 * what it shows where it is (the agent center's page, its sign-out to the agent login): a host
 * router keeps its address in step, otherwise nothing moves.
 */
export type NavigateReason = 'link' | 'registered' | 'inPlace';

/** The `lobbykit:navigate` event's detail: the player-site path and where it resolves. */
export interface NavigateDetail {
  /** The player site's path, `/member?page=depositv2`: what a host router routes. */
  path: string;
  /** The same page as an absolute URL, against the configured site base (`init({ siteBase })`). */
  url: string;
  reason: NavigateReason;
}

export interface NavigateOptions {
  reason?: NavigateReason;
}

/**
 * The player site's page as a URL: against the configured site base, else the page's own origin
 * (a widget on the player site itself). A partner page sets `siteBase`, so a widget's link never
 * resolves against the partner's pages.
 */
export function siteUrl(path: string): string {
  const base = $config.get().siteBase || (typeof location === 'undefined' ? '' : location.origin) || '';
  if (!base) return path;
  try {
    return new URL(path, `${base.replace(/\/+$/, '')}/`).href;
  } catch {
    return path;
  }
}

/** Whether the player site lives on another origin than this page (a partner page). */
export function siteIsElsewhere(): boolean {
  if (typeof location === 'undefined') return false;
  try {
    return new URL(siteUrl('/')).origin !== location.origin;
  } catch {
    return false;
  }
}

/**
 * Navigation belongs to the host: a cancelable `lobbykit:navigate` goes to `window`, and a host
 * router that calls `preventDefault()` takes over. Without one, a `link` opens the player site's
 * page (in a new tab from a partner page, so the partner's page stays), and `registered` and
 * `inPlace` stay: an embedded widget never moves its host page by itself. Returns whether the default went somewhere.
 */
export function navigate(path: string, options: NavigateOptions = {}): boolean {
  const reason = options.reason ?? 'link';
  const url = siteUrl(path);
  const proceed = emit('navigate', { path, url, reason }, undefined, { cancelable: true });
  if (!proceed || reason !== 'link') return false;
  if (siteIsElsewhere() && typeof window !== 'undefined' && typeof window.open === 'function') {
    window.open(url, '_blank', 'noopener');
    return true;
  }
  if (typeof location !== 'undefined' && typeof location.assign === 'function') {
    location.assign(siteIsElsewhere() ? url : path);
    return true;
  }
  return false;
}

declare global {
  interface WindowEventMap {
    /** A widget asks to go to a player-site page; `preventDefault()` to route it yourself. */
    'lobbykit:navigate': CustomEvent<NavigateDetail>;
  }
}
