import { ErrorCode, memberInfo } from '@lobbykit/api-client';
import { socialCallback, socialProviders, socialStart } from '@lobbykit/api-client/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/language';
import { localeReady } from '../i18n/translate';
import { $modal } from '../stores/modal';
import { $session } from '../stores/session';
import { type Harness, loginAnswer, member, setUpRuntime } from '../testing/fake-platform';
import {
  $socialProviders,
  $socialSignIn,
  isSocialReturn,
  loadSocialProviders,
  resumeSocialSignIn,
  SOCIAL_PENDING_KEY,
  startSocialSignIn,
  verifyLoginWithGoogle,
} from './social-sign-in';

let harness: Harness;
let address: {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  href: string;
  assign: ReturnType<typeof vi.fn>;
};
const replaceState = vi.fn();
const callbacks = () => harness.platform.calls(socialCallback);
const AUTHORIZE = 'http://idp.test/auth?client_id=x&state=state-1&nonce=n';

function at(path: string, search = '') {
  address = {
    origin: 'http://site.test',
    pathname: path,
    search,
    hash: '',
    href: `http://site.test${path}${search}`,
    assign: vi.fn(),
  };
  vi.stubGlobal('location', address);
}

beforeEach(async () => {
  harness = setUpRuntime();
  await localeReady();
  $modal.set(null);
  $socialSignIn.set({ phase: 'idle' });
  replaceState.mockReset();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('history', { state: null, replaceState });
  at('/');
  harness.platform.on(socialStart, { authorizationUrl: AUTHORIZE, browserKey: 'key-1' });
  harness.platform.on(memberInfo, member);
});
afterEach(() => vi.unstubAllGlobals());

const pending = (state = 'state-1') => JSON.stringify({ provider: 'google', browserKey: 'key-1', state });

describe('one-click sign-in (R4.14 Facebook, R4.15 Google)', () => {
  it('R4.14 R4.15 lists the providers the platform offers', async () => {
    harness.platform.on(socialProviders, { providers: ['google', 'facebook'] });
    await loadSocialProviders();
    expect($socialProviders.get()).toEqual(['google', 'facebook']);
  });

  it('R4.15 starts at the server, keeps only the browser key and state, and goes to the provider', async () => {
    expect(await startSocialSignIn('google')).toEqual({ status: 'leaving' });
    const [call] = harness.platform.calls(socialStart);
    expect(call?.body).toEqual({ provider: 'google', redirectUri: 'http://site.test/login' });
    expect(JSON.parse(harness.session.getItem(SOCIAL_PENDING_KEY)!)).toEqual({
      provider: 'google',
      browserKey: 'key-1',
      state: 'state-1',
    });
    expect(address.assign).toHaveBeenCalledWith(AUTHORIZE);
  });

  it('R4.14 shows a refused start in words and stays on the page', async () => {
    harness.platform.fail(socialStart, ErrorCode.unknownProvider);
    expect(await startSocialSignIn('facebook')).toEqual({
      status: 'failed',
      message: 'This sign-in method is not available.',
    });
    expect(address.assign).not.toHaveBeenCalled();
    expect(harness.session.getItem(SOCIAL_PENDING_KEY)).toBeNull();
  });

  it('R4.15 back from the provider: hands the code on once, logs in and clears the address', async () => {
    harness.session.setItem(SOCIAL_PENDING_KEY, pending());
    at('/login', '?code=c-1&state=state-1&iss=http%3A%2F%2Fidp.test');
    harness.platform.on(socialCallback, loginAnswer({ token: 'tok-social' }));
    expect(isSocialReturn()).toBe(true);
    expect(await resumeSocialSignIn()).toEqual({ status: 'ok', next: '/' });
    expect(callbacks()[0]?.body).toEqual({
      provider: 'google',
      browserKey: 'key-1',
      code: 'c-1',
      state: 'state-1',
      iss: 'http://idp.test',
    });
    expect($session.get()).toMatchObject({ token: 'tok-social', isLogin: true });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/login');
    expect(harness.session.getItem(SOCIAL_PENDING_KEY)).toBeNull();
    expect($modal.get()?.name).not.toBe('changePassword');
  });

  it('R4.15 a state that is not the one this browser started is refused here, without calling the server', async () => {
    harness.session.setItem(SOCIAL_PENDING_KEY, pending('state-1'));
    at('/login', '?code=c-1&state=forged');
    expect(await resumeSocialSignIn()).toMatchObject({
      status: 'failed',
      errorCode: 'social_sign_in_failed',
    });
    expect(callbacks()).toHaveLength(0);
    expect($session.get().isLogin).toBe(false);
    expect($socialSignIn.get()).toEqual({
      phase: 'failed',
      message: 'The sign-in could not be completed. Please try again.',
    });
    expect($modal.get()?.name).toBe('login');
  });

  it('R4.15 a sign-in the server refuses logs nobody in and opens the login with the reason', async () => {
    harness.session.setItem(SOCIAL_PENDING_KEY, pending());
    at('/', '?code=used&state=state-1');
    harness.platform.fail(socialCallback, ErrorCode.socialSignInFailed);
    expect(await resumeSocialSignIn()).toMatchObject({ status: 'failed' });
    expect($session.get().isLogin).toBe(false);
    expect($session.get().token).toBeFalsy();
    expect($modal.get()?.name).toBe('login');
  });

  it("R4.15 R8.03 a 429 tells the server's retryAfter in minutes, in the player's language", async () => {
    harness.session.setItem(SOCIAL_PENDING_KEY, pending());
    at('/login', '?code=c-1&state=state-1');
    harness.platform.fail(socialCallback, ErrorCode.tooManyRequests, {
      retryAfter: 1740,
      message: 'Too many accounts were registered',
    });
    expect(await resumeSocialSignIn()).toMatchObject({ status: 'failed', errorCode: 'too_many_requests' });
    expect($socialSignIn.get()).toEqual({
      phase: 'failed',
      message: 'Too many sign-ins from this address. Please try again in 29 minutes.',
    });
    expect($session.get().isLogin).toBe(false);

    harness.platform.fail(socialStart, ErrorCode.tooManyRequests, { retryAfter: 20 });
    await setLanguage('TY');
    expect(await startSocialSignIn('google')).toEqual({
      status: 'failed',
      message: 'Napakaraming pag-sign in mula sa address na ito. Subukang muli pagkalipas ng 1 minuto.',
    });
    await setLanguage('BN');
    harness.platform.fail(socialStart, ErrorCode.tooManyRequests, { retryAfter: 600 });
    expect(await startSocialSignIn('google')).toMatchObject({
      message: 'এই ঠিকানা থেকে অনেক বেশি সাইন-ইন হয়েছে। অনুগ্রহ করে 10 মিনিট পরে আবার চেষ্টা করুন।',
    });
    await setLanguage('EN');
  });

  it('R4.15 a cancelled sign-in (error, no code) is told, nothing is sent', async () => {
    harness.session.setItem(SOCIAL_PENDING_KEY, pending());
    at('/login', '?error=access_denied&state=state-1');
    expect(await resumeSocialSignIn()).toMatchObject({ status: 'failed' });
    expect(callbacks()).toHaveLength(0);
  });

  it('R4.15 an address with a state but no sign-in of this browser is left alone', async () => {
    at('/promotions', '?state=x&code=y');
    expect(isSocialReturn()).toBe(false);
    expect(await resumeSocialSignIn()).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });

  describe('Google verification of a login held at a new IP (R4.16)', () => {
    const withTicket = () => JSON.stringify({ ...JSON.parse(pending()), ticket: 'ticket-9' });

    it("R4.16 goes to Google keeping the held login's ticket, and hands it back with the code", async () => {
      expect(await verifyLoginWithGoogle({ ticket: 'ticket-9' })).toEqual({ status: 'leaving' });
      expect(harness.platform.calls(socialStart)[0]?.body).toEqual({
        provider: 'google',
        redirectUri: 'http://site.test/login',
      });
      expect(JSON.parse(harness.session.getItem(SOCIAL_PENDING_KEY)!)).toMatchObject({ ticket: 'ticket-9' });
      expect(address.assign).toHaveBeenCalledWith(AUTHORIZE);

      at('/login', '?code=c-1&state=state-1');
      harness.platform.on(socialCallback, loginAnswer({ token: 'tok-proven' }));
      expect(await resumeSocialSignIn()).toEqual({ status: 'ok', next: '/' });
      expect(callbacks()[0]?.body).toMatchObject({ code: 'c-1', state: 'state-1', ticket: 'ticket-9' });
      expect($session.get()).toMatchObject({ token: 'tok-proven', isLogin: true });
    });

    it('R4.16 R4.07 a verified password login with the default password still opens the change-password modal', async () => {
      harness.session.setItem(SOCIAL_PENDING_KEY, withTicket());
      at('/login', '?code=c-1&state=state-1');
      harness.platform.on(socialCallback, loginAnswer({ token: 'tok-proven', defaultPassword: true }));
      expect(await resumeSocialSignIn()).toMatchObject({ status: 'changePassword', reason: 'default' });
      expect($modal.get()?.name).toBe('changePassword');
    });

    it('R4.16 another Google account than the linked one is told in words, and nobody is logged in', async () => {
      harness.session.setItem(SOCIAL_PENDING_KEY, withTicket());
      at('/login', '?code=c-1&state=state-1');
      harness.platform.fail(socialCallback, 'validation', {
        status: 400,
        messageKey: 'proof_mismatch',
        field: 'ticket',
      });
      expect(await resumeSocialSignIn()).toMatchObject({ status: 'failed', errorCode: 'proof_mismatch' });
      expect($session.get().isLogin).toBe(false);
      expect($socialSignIn.get()).toEqual({
        phase: 'failed',
        message: 'The verification does not match this account.',
      });
      expect($modal.get()?.name).toBe('login');
    });
  });
});
