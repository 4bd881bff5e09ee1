import type { Banner } from '@lobbykit/sdk/lobby';

export interface BannerLink {
  href: string;
  /** A URL of another site: a new tab, the lobby stays open. */
  external: boolean;
}

/** Only web addresses: an operator typo (or worse) never becomes a `javascript:` link. */
const WEB_URL = /^https?:\/\/[^\s]+$/i;
/** A path of this site, never `//host` (which would leave it). */
const SITE_PATH = /^\/(?!\/)[^\s]*$/;

/**
 * Where a banner click goes (R3.09 linkage): a URL opens in a new tab, a route and a promotion are
 * site paths the host routes. NONE, a malformed target, and GAME (the sdk has no start-by-game-code
 * yet) make a banner that is a picture only.
 */
export function bannerLink(banner: Banner): BannerLink | null {
  const target = banner.linkTarget.trim();
  switch (banner.linkageType) {
    case 'URL':
      return WEB_URL.test(target) ? { href: target, external: true } : null;
    case 'ROUTE':
      return SITE_PATH.test(target) ? { href: target, external: false } : null;
    case 'PROMOTION':
      return target ? { href: `/promotions#${encodeURIComponent(target)}`, external: false } : null;
    default:
      return null;
  }
}
