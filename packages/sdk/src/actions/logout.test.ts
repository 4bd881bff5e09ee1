import { ErrorCode, logout as logoutEndpoint, memberInfo } from '@lobbykit/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../stores/config';
import { $session } from '../stores/session';
import { type Harness, member, setUpRuntime } from '../testing/fake-platform';
import { setDialogs } from './dialogs';
import { login } from './login';
import { logout } from './logout';

let harness: Harness;
let navigations: string[];
let steps: string[];

async function signIn(type = 0) {
  harness.platform.on(memberInfo, { ...member, type });
  await login({ username: 'demo01', password: 'Demo1234', terms: true });
  navigations.length = 0;
}

beforeEach(() => {
  harness = setUpRuntime({ merchantCode: 'ph' });
  navigations = [];
  steps = [];
  const win = new EventTarget();
  win.addEventListener('lobbykit:navigate', (event) => navigations.push((event as CustomEvent).detail.path));
  win.addEventListener('lobbykit:logout', () => steps.push('event'));
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', { assign: vi.fn() });
  setDialogs({
    confirm: async (message) => {
      steps.push(`confirm:${message}`);
      return true;
    },
    showLoader: () => {
      steps.push('loader');
      return () => steps.push('loader hidden');
    },
  });
});
afterEach(() => {
  setDialogs(null);
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('R4.17 asks the player to confirm first', async () => {
    await signIn();
    await logout();
    expect(steps[0]).toBe('confirm:Are you sure you want to sign out?');
  });

  it('R4.17 keeps the player signed in when they decline', async () => {
    await signIn();
    setDialogs({ confirm: async () => false });
    expect(await logout()).toBe(false);
    expect(harness.platform.calls(logoutEndpoint)).toHaveLength(0);
    expect($session.get().isLogin).toBe(true);
    expect(harness.session.getItem('token')).toBe('tok-123');
  });

  it('R4.18 R7.03 shows the loader, calls DELETE /wps/session/logout with the token and goes home', async () => {
    await signIn();
    expect(await logout()).toBe(true);
    const [call] = harness.platform.calls(logoutEndpoint);
    expect(call?.headers.get('Authorization')).toBe('tok-123');
    expect(steps).toEqual(['confirm:Are you sure you want to sign out?', 'loader', 'loader hidden', 'event']);
    expect(navigations).toEqual(['/']);
    expect(location.assign).toHaveBeenCalledWith('/');
  });

  it('R4.19 clears all of session storage', async () => {
    await signIn();
    harness.session.setItem('announcementClosed', '1');
    harness.session.setItem('giftNoticeShown', '1');
    await logout();
    const keys = Array.from({ length: harness.session.length }, (_, index) => harness.session.key(index));
    expect(keys).toEqual(['merchantCode']);
  });

  it('R4.20 restores the merchant code', async () => {
    harness = setUpRuntime({ merchantCode: 'bd' });
    await signIn();
    await logout();
    expect(harness.session.getItem('merchantCode')).toBe('bd');
    expect(harness.local.getItem('merchantCode')).toBe('bd');
    expect($config.get().merchantCode).toBe('bd');
  });

  it('R4.21 marks the user logged out and not agent', async () => {
    await signIn(41);
    expect($session.get().isAgent).toBe(true);
    await logout();
    expect($session.get()).toMatchObject({
      token: null,
      isLogin: false,
      isAgent: false,
      isTrial: false,
      member: null,
    });
  });

  it('logs out on this device even when the server cannot be reached', async () => {
    await signIn();
    harness.platform.on(logoutEndpoint, () => {
      throw new TypeError('fetch failed');
    });
    expect(await logout()).toBe(true);
    expect($session.get().isLogin).toBe(false);
    expect(harness.session.getItem('token')).toBeNull();
    expect(steps).toContain('loader hidden');
  });

  it('logs out on this device when the server already forgot the session', async () => {
    await signIn();
    harness.platform.fail(logoutEndpoint, ErrorCode.notLoggedIn);
    expect(await logout()).toBe(true);
    expect($session.get().isLogin).toBe(false);
  });

  it('skips the question with confirm: false and goes where asked (agent center)', async () => {
    await signIn(1);
    await logout({ confirm: false, to: '/agent' });
    expect(steps.some((step) => step.startsWith('confirm'))).toBe(false);
    expect(navigations).toEqual(['/agent']);
  });

  it("falls back to the browser's confirm when no widgets installed dialogs", async () => {
    await signIn();
    setDialogs(null);
    const confirm = vi.fn(() => false);
    (window as unknown as { confirm: typeof confirm }).confirm = confirm;
    expect(await logout()).toBe(false);
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to sign out?');
  });
});
