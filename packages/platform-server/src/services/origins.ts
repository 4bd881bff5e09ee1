import { ALL_MERCHANTS_TAG, type CacheRegistry, merchantTag } from '../cache/cache-registry';
import type { Db } from '../db/database';
import { allDomainRoutes, domainRoutesOfCode } from '../db/merchants';

/**
 * Whether an origin matches a domain-route pattern: exact `scheme://host[:port]`, or `*` in the
 * port position for any port (the demo's `http://localhost:*`).
 */
export function originMatches(pattern: string, origin: string): boolean {
  let actual: URL;
  try {
    actual = new URL(origin);
  } catch {
    return false;
  }
  if (actual.origin !== origin) return false;
  if (pattern.endsWith(':*')) {
    const base = pattern.slice(0, -2);
    try {
      const expected = new URL(base);
      return expected.protocol === actual.protocol && expected.hostname === actual.hostname;
    } catch {
      return false;
    }
  }
  try {
    return new URL(pattern).origin === actual.origin;
  } catch {
    return false;
  }
}

/**
 * Is this origin registered? With a merchant code, against that merchant's routes; without one (a
 * preflight carries no Merchant header), against every merchant's.
 */
export async function isOriginRegistered(db: Db, origin: string, merchantCode?: string): Promise<boolean> {
  const routes =
    merchantCode === undefined ? await allDomainRoutes(db) : await domainRoutesOfCode(db, merchantCode);
  return routes.some((route) => originMatches(route.origin, origin));
}

/**
 * `isOriginRegistered` with the merchants' routes kept in memory (they change only with the
 * merchant, whose tag an operator's write drops), and each decision kept per origin: CORS asks on
 * every cross-origin request.
 */
export interface OriginCheck {
  isRegistered(origin: string, merchantCode?: string): Promise<boolean>;
}

export function createOriginCheck(deps: { db: Db; caches: CacheRegistry }): OriginCheck {
  const { db, caches } = deps;
  const decisions = caches.create<boolean>('origin decisions', 2_000);
  return {
    isRegistered(origin, merchantCode) {
      const scope = merchantCode ?? '';
      const tag = merchantCode === undefined ? ALL_MERCHANTS_TAG : merchantTag(merchantCode);
      return decisions.getOrLoad(`${scope}\n${origin}`, () => isOriginRegistered(db, origin, merchantCode), [
        tag,
      ]);
    },
  };
}
