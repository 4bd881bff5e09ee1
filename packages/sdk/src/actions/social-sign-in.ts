import { ErrorCode, type ResponseOf } from '@lobbykit/api-client';
import {
  type SocialProvider,
  socialCallback,
  socialProviders,
  socialStart,
} from '@lobbykit/api-client/accounts';
import { atom } from 'nanostores';
import { getClient } from '../client/configure';
import { localeReady } from '../i18n/catalog';
import { errorMessage } from '../i18n/error-message';
import { lookup } from '../i18n/translate';
import { sessionStore } from '../stores/storage';
import { completeLogin, type LoginResult } from './login';
import { openModal } from './modal';
import { siteUrl } from './navigate';
import './social-sign-in-messages/social-sign-in-messages';
import { type Failure, failureOf } from './failure';

export type { SocialProvider };

/** sessionStorage key of a Google or Facebook sign-in under way: what the page needs when the provider sends it back. */
export const SOCIAL_PENDING_KEY = 'lobbykit:socialSignIn';

/**
 * R4.14, R4.15: whether this page is a provider sending a started sign-in back (a pending sign-in
 * and a `state` in the address). The login widget, on the page the player comes back to, asks it.
 */
export function isSocialReturn(): boolean {
  if (typeof location === 'undefined') return false;
  const query = new URLSearchParams(location.search);
  return query.has('state') && sessionStore().getItem(SOCIAL_PENDING_KEY) !== null;
}

/** Where a one-click sign-in stands, for the login widget to show. */
export type SocialSignInState =
  | { phase: 'idle' }
  | { phase: 'leaving'; provider: SocialProvider }
  | { phase: 'returning'; provider: SocialProvider }
  | { phase: 'failed'; message: string };

export const $socialSignIn = atom<SocialSignInState>({ phase: 'idle' });

/** R4.14, R4.15: the providers this platform offers; none when it cannot say (the buttons stay hidden). */
export const $socialProviders = atom<readonly SocialProvider[]>([]);
let providersLoad: Promise<void> | null = null;

export function loadSocialProviders(): Promise<void> {
  providersLoad ??= getClient()
    .call(socialProviders)
    .then(
      (answer) => $socialProviders.set(answer.providers),
      () => {
        providersLoad = null; // asked again by the next widget that needs them
      },
    );
  return providersLoad;
}

interface PendingSignIn {
  provider: SocialProvider;
  browserKey: string;
  state: string;
  /** R4.16: the held login this sign-in verifies (Google verification), if that is what it is for. */
  ticket?: string;
}

function failed(errorCode: string, message = errorMessage(errorCode)): { status: 'failed'; message: string } {
  $socialSignIn.set({ phase: 'failed', message });
  return { status: 'failed', message };
}

/**
 * A refused call: its code's words, but a 429 (too many new accounts from this address) tells the
 * server's retryAfter in whole minutes, in the player's language, not the catalogue's '5 minutes'.
 */
async function refused(error: unknown): Promise<{ status: 'failed'; message: string }> {
  const failure = failureOf(error);
  const errorCode = codeOf(failure);
  if (failure.errorCode === ErrorCode.tooManyRequests && failure.retryAfter) {
    await localeReady();
    const count = Math.max(1, Math.ceil(failure.retryAfter / 60));
    return failed(errorCode, lookup('socialSignIn.retryIn', { count }) ?? errorMessage(errorCode));
  }
  return failed(errorCode);
}

/** The refusal's code; a Google verification's refusal by its reason (another account, expired). */
const codeOf = ({ errorCode, messageKey }: Failure) =>
  messageKey === 'proof_mismatch' || messageKey === 'proof_expired' ? messageKey : errorCode;

/**
 * The page the provider sends the player back to, one address to register with the provider:
 * the player site's /login (it opens the login, which shows how the sign-in ended). A partner page
 * on another origin gets the player back to itself, where its sessionStorage knows the sign-in.
 */
function returnAddress(): string {
  const site = new URL(siteUrl('/login'), location.href);
  return site.origin === location.origin ? site.href : `${location.origin}${location.pathname}`;
}

/**
 * R4.14, R4.15: one-click sign-in. The server starts an authorization-code sign-in with PKCE and
 * keeps its secrets; this page keeps only the key that proves it started it, then goes to the provider.
 */
export async function startSocialSignIn(
  provider: SocialProvider,
  verifies?: { ticket: string },
): Promise<{ status: 'leaving' } | { status: 'failed'; message: string }> {
  let started: ResponseOf<typeof socialStart>;
  try {
    started = await getClient().call(socialStart, { provider, redirectUri: returnAddress() });
  } catch (error) {
    return refused(error);
  }
  const state = new URL(started.authorizationUrl).searchParams.get('state') ?? '';
  const pending: PendingSignIn = {
    provider,
    browserKey: started.browserKey,
    state,
    ...(verifies ? { ticket: verifies.ticket } : {}),
  };
  sessionStore().setItem(SOCIAL_PENDING_KEY, JSON.stringify(pending));
  $socialSignIn.set({ phase: 'leaving', provider });
  location.assign(started.authorizationUrl);
  return { status: 'leaving' };
}

function takePending(): PendingSignIn | null {
  const storage = sessionStore();
  const text = storage.getItem(SOCIAL_PENDING_KEY);
  storage.removeItem(SOCIAL_PENDING_KEY);
  if (!text) return null;
  try {
    return JSON.parse(text) as PendingSignIn;
  } catch {
    return null;
  }
}

/**
 * The provider sent the player back: the code goes to the server once (the address loses it at
 * once, so a reload or a shared link cannot replay it), then the login's own steps run.
 * A cancelled or failed sign-in opens the login with the reason in words.
 */
export async function resumeSocialSignIn(): Promise<LoginResult | null> {
  if (!isSocialReturn()) return null;
  const query = new URLSearchParams(location.search);
  const pending = takePending();
  history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
  if (!pending) return null;

  const code = query.get('code');
  let result: LoginResult;
  if (!code || query.get('state') !== pending.state) {
    result = {
      ...failed(ErrorCode.socialSignInFailed),
      errorCode: ErrorCode.socialSignInFailed,
      captcha: false,
    };
  } else {
    $socialSignIn.set({ phase: 'returning', provider: pending.provider });
    try {
      const iss = query.get('iss');
      const answer = await getClient().call(socialCallback, {
        provider: pending.provider,
        browserKey: pending.browserKey,
        code,
        state: pending.state,
        ...(iss ? { iss } : {}),
        ...(pending.ticket ? { ticket: pending.ticket } : {}),
      });
      result = await completeLogin(
        pending.ticket ? { provenBy: pending.provider, afterPassword: true } : { provenBy: pending.provider },
        answer,
      );
    } catch (error) {
      result = { ...(await refused(error)), errorCode: codeOf(failureOf(error)), captcha: false };
    }
  }
  if (result.status === 'failed') {
    if ($socialSignIn.get().phase !== 'failed') failed(result.errorCode);
    openModal('login');
  } else {
    // The login closed the login modal; the host leaves /login for home as after any login.
    $socialSignIn.set({ phase: 'idle' });
  }
  return result;
}

/**
 * R4.16 Google verification: a login held at a new IP is released by signing in with the Google
 * account linked to the member. The page goes to Google and comes back to the login, which finishes
 * that login (or says why not) as after any Google sign-in.
 */
export function verifyLoginWithGoogle(challenge: {
  ticket: string;
}): Promise<{ status: 'leaving' } | { status: 'failed'; message: string }> {
  return startSocialSignIn('google', { ticket: challenge.ticket });
}
