import { ErrorCode, Header, systemStatus } from '@lobbykit/api-client';
import { permission } from '@lobbykit/api-client/contract';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { failure } from './failure';
import { merchantCodeOf } from './merchant';

const ALLOW_HEADERS = [
  Header.merchant,
  Header.authorization,
  Header.language,
  Header.device,
  Header.gatewayVersion,
  'Content-Type',
].join(', ');
const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
/**
 * How long a browser keeps a registered origin's preflight (issue 15 item 5): two hours, Chromium's
 * ceiling (Firefox keeps up to a day). Every call the sdk makes carries the Merchant and Language
 * headers, so each path pays one preflight a page session, not one a call.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * The two calls a page makes first (the sdk's startup). From an origin no merchant lists, only these
 * pass the preflight, and only to be refused with an invalid_domain the page can read (R8.18).
 */
const STARTUP_PATHS: ReadonlySet<string> = new Set([systemStatus.path, permission.path]);

/**
 * CORS for registered origins only. A preflight carries no Merchant header, so it is checked
 * against every merchant's routes; the actual request against the requested merchant's. An origin
 * that is not registered gets no Access-Control-Allow-Origin, and the browser keeps the answer
 * from the page. The admin key header is never allowed cross-origin.
 *
 * R8.18: an origin registered for another merchant of this platform (its preflight passed) asking
 * as a merchant whose domain routes do not list it is refused before any handler runs, with 403
 * invalid_domain the page may read, so the player sees 'Invalid URL, please contact customer
 * service' rather than a network failure. An origin no merchant lists at all gets the same words at
 * startup: the preflight of the startup calls passes (GET only), the call itself is refused before
 * any handler; every other call's preflight from there is still refused.
 */
export function cors(
  isRegistered: (origin: string, merchantCode?: string) => Promise<boolean>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (!origin) return next();

    if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (await isRegistered(origin)) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Methods'] = ALLOW_METHODS;
        headers['Access-Control-Allow-Headers'] = ALLOW_HEADERS;
        headers['Access-Control-Max-Age'] = String(PREFLIGHT_MAX_AGE_SECONDS);
      } else if (STARTUP_PATHS.has(c.req.path)) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Methods'] = 'GET';
        headers['Access-Control-Allow-Headers'] = ALLOW_HEADERS;
      }
      return c.body(null, 204, headers);
    }

    const merchantCode = merchantCodeOf(c);
    const allowed = await isRegistered(origin, merchantCode);
    if (!allowed && (STARTUP_PATHS.has(c.req.path) || (await isRegistered(origin)))) {
      const refused = failure(c, ErrorCode.invalidDomain, 'Invalid URL, please contact customer service');
      refused.headers.append('Vary', 'Origin');
      refused.headers.set('Access-Control-Allow-Origin', origin);
      return refused;
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) c.res.headers.set('Access-Control-Allow-Origin', origin);
  };
}
