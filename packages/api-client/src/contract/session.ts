import * as v from 'valibot';
import { endpoint } from './endpoint';
import { empty, memberType, text, trimmed } from './fields';

/** The server's RSA public key for encrypted bodies (RSA-OAEP-256 + A256GCM). */
export const sessionKey = endpoint({
  method: 'GET',
  path: '/wps/session/key',
  request: empty,
  response: v.object({
    kid: v.string(),
    alg: v.literal('RSA-OAEP-256'),
    enc: v.literal('A256GCM'),
    jwk: v.looseObject({ kty: v.literal('RSA'), n: v.string(), e: v.string() }),
  }),
});

/** 'firebase': R4.13, the phone proven by a Firebase ID token (`firebaseIdToken`). */
export const loginType = v.picklist(['username', 'sms', 'firebase']);

/** A password login needs both names; an sms or firebase login proves the phone instead (R5.04, R5.05). */
const isPasswordLogin = (form: { type?: string; isSms?: boolean }) =>
  form.type !== 'sms' && form.type !== 'firebase' && form.isSms !== true;

/** The login form of spec section 3; inputs are trimmed (R5.07). */
export const loginForm = v.pipe(
  v.strictObject({
    // Empty in sms mode (R5.04, R5.05): the checks below require both for a password login.
    username: trimmed(0, 64),
    password: v.pipe(v.string(), v.maxLength(128)),
    type: v.optional(loginType, 'username'),
    isSms: v.optional(v.boolean(), false),
    captcha: v.optional(trimmed(0, 16)),
    captchaId: v.optional(text(64)),
    mobileNum: v.optional(trimmed(0, 20)),
    countryDialingCode: v.optional(trimmed(0, 6)),
    verificationCode: v.optional(trimmed(0, 12)),
    rememberMe: v.optional(v.boolean(), false),
    /** The agent login at /agent: only agents are let in (R6.12, R6.13). */
    agent: v.optional(v.boolean()),
    firebaseChannel: v.optional(text(32)),
    firebaseIdToken: v.optional(text(4096)),
  }),
  v.forward(
    v.check(
      (form) => !isPasswordLogin(form) || form.username !== '',
      'Please enter the username and password',
    ),
    ['username'],
  ),
  v.forward(
    v.check(
      (form) => !isPasswordLogin(form) || form.password !== '',
      'Please enter the username and password',
    ),
    ['password'],
  ),
);

/** What opening a session answers: a password login and free play alike. */
export const sessionValue = v.object({
  token: v.string(),
  /** Seconds until the session expires. */
  expiresIn: v.number(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  /** True while the account still has the merchant's default password. */
  defaultPassword: v.boolean(),
  id: v.number(),
  account: v.string(),
  username: v.string(),
  nickname: v.nullable(v.string()),
  customerId: v.string(),
  type: memberType,
});

export const login = endpoint({
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  request: loginForm,
  response: sessionValue,
});

/**
 * R7.02: the named plain login: just username, password and type, in a plain JSON body, for a
 * partner's own sign-in form that does not load the encryption key. The same rules as the login
 * (lockout, captcha after failures, a new IP's proof, agents kept to their area) answer it.
 */
export const plainLoginForm = v.strictObject({
  username: v.pipe(
    v.string(),
    v.maxLength(256),
    v.trim(),
    v.minLength(1, 'Please enter the username and password'),
    v.maxLength(64),
  ),
  password: v.pipe(v.string(), v.minLength(1, 'Please enter the username and password'), v.maxLength(128)),
  type: v.literal('username'),
});

export const plainLogin = endpoint({
  method: 'POST',
  path: '/wps/session/login/plain',
  request: plainLoginForm,
  response: sessionValue,
});

/** The free-play form (R7.04): the visitor's OS, and platform W (web). */
export const freePlayForm = v.strictObject({
  os: v.optional(trimmed(0, 32)),
  platform: v.literal('W'),
});

/**
 * R7.04: free play opens a trial session (member type 4, R3.48) with trial credit, where the
 * merchant's FREEPLAY3 module is on (R6.20). Encrypted like the login, as the spec's call is.
 */
export const freePlay = endpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  encrypted: true,
  request: freePlayForm,
  response: sessionValue,
});

export const logout = endpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'member',
  request: empty,
  response: v.null(),
});

/** A captcha challenge: `image` is a base64 data URL of an SVG (R7.12). */
export const captcha = endpoint({
  method: 'GET',
  path: '/wps/captcha',
  request: empty,
  response: v.object({ captchaId: v.string(), image: v.pipe(v.string(), v.startsWith('data:image/')) }),
});
