import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty, text, trimmed } from './fields';
import { sessionValue } from './session';

/** The one-click sign-in providers of spec section 4 (R4.14 Facebook, R4.15 Google). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** R4.14, R4.15: the providers this platform can sign players in with (configured on the server). */
export const socialProviders = endpoint({
  method: 'GET',
  path: '/wps/session/social/providers',
  request: empty,
  response: v.object({ providers: v.array(v.picklist(SOCIAL_PROVIDERS)) }),
});

/**
 * Starts an authorization-code sign-in with PKCE: the server keeps the state, nonce and code
 * verifier, and answers where to send the browser plus a key the browser keeps for the callback.
 * `provider` is any short name so an unknown one is refused in words, not as a bad body.
 */
export const socialStart = endpoint({
  method: 'POST',
  path: '/wps/session/social/start',
  request: v.strictObject({
    provider: trimmed(1, 32),
    /** The page the provider sends the browser back to; its origin must be one of the merchant's. */
    redirectUri: v.pipe(v.string(), v.maxLength(512), v.url()),
  }),
  response: v.object({ authorizationUrl: v.string(), browserKey: v.string() }),
});

/** The provider's answer, handed on by the page it came back to: a session like a login's. */
export const socialCallback = endpoint({
  method: 'POST',
  path: '/wps/session/social/callback',
  request: v.strictObject({
    provider: trimmed(1, 32),
    browserKey: text(128),
    code: text(2048),
    state: text(256),
    /** RFC 9207: the issuer that answered, where the provider names it. */
    iss: v.optional(text(512)),
    /**
     * R4.16 Google verification: the ticket of a login held at a new IP. The sign-in then proves
     * that login's member (its linked Google account) instead of signing anyone in by itself.
     */
    ticket: v.optional(text(64)),
  }),
  response: sessionValue,
});
