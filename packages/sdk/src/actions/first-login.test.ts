import { login as loginEndpoint, type ResponseOf, validationRules } from '@lobbykit/api-client';
import { changePassword as changePasswordEndpoint } from '@lobbykit/api-client/accounts';
import { announcements } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $announcementPopupOpen } from '../stores/announcements';
import { $modal } from '../stores/modal';
import { $startup } from '../stores/startup';
import { type Harness, loginAnswer, setUpRuntime } from '../testing/fake-platform';
import { changePassword } from './change-password';
import { claimGift, closeGiftNotice, GIFT_NOTICE_CLOSED_KEY, installFirstLoginAction } from './first-login';
import { login } from './login';

const popups = (execution: string | null): ResponseOf<typeof announcements>['popups'] =>
  execution === 'F'
    ? [{ id: 1, type: 'PU', execution: 'F', title: 'Welcome', content: '<p>Hi</p>', promotionType: null }]
    : [];

let harness: Harness;
let uninstall: () => void;
let navigations: string[];

beforeEach(() => {
  harness = setUpRuntime();
  $startup.set({ phase: 'loading' });
  $modal.set(null);
  $announcementPopupOpen.set(false);
  navigations = [];
  const win = new EventTarget();
  win.addEventListener('lobbykit:navigate', (event) =>
    navigations.push((event as CustomEvent<{ path: string }>).detail.path),
  );
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', { assign: vi.fn() });
  uninstall = installFirstLoginAction(win);
  harness.platform.on(announcements, (_input, request) => ({
    banners: [],
    notices: [],
    popups: popups(request.query.get('execution')),
  }));
  harness.platform.on(validationRules, {});
  harness.platform.on(changePasswordEndpoint, null);
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
});

const announcementCalls = () => harness.platform.calls(announcements);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('first-login action', () => {
  it('R4.06 R4.41 R4.42 a first login shows the F announcements and the gift notice', async () => {
    harness.platform.on(loginEndpoint, loginAnswer({ firstTimeLogin: true }));
    await login({ username: 'newbie01', password: 'Chosen123', terms: true });
    await settle();
    expect(announcementCalls()[0]?.query.get('execution')).toBe('F');
    expect($announcementPopupOpen.get()).toBe(true);
    expect($modal.get()?.name).toBe('giftNotice');
  });

  it('R4.42 the gift notice stays away once its session flag is set', async () => {
    harness.session.setItem(GIFT_NOTICE_CLOSED_KEY, 'true');
    harness.platform.on(loginEndpoint, loginAnswer({ firstTimeLogin: true }));
    await login({ username: 'newbie01', password: 'Chosen123', terms: true });
    await settle();
    expect($modal.get()).toBeNull();
  });

  it('R4.23 R4.06 waits for a forced change, then runs', async () => {
    harness.platform.on(loginEndpoint, loginAnswer({ firstTimeLogin: true, defaultPassword: true }));
    await login({ username: 'newbie01', password: 'Welcome123', terms: true });
    await settle();
    expect($modal.get()?.name).toBe('changePassword');
    expect(announcementCalls()).toHaveLength(0);
    await changePassword({ newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' });
    await settle();
    expect(announcementCalls()[0]?.query.get('execution')).toBe('F');
    expect($modal.get()?.name).toBe('giftNotice');
  });

  it('does nothing on a later login', async () => {
    await login({ username: 'demo01', password: 'Demo1234', terms: true });
    await settle();
    expect(announcementCalls()).toHaveLength(0);
    expect($modal.get()).toBeNull();
  });

  it('closing sets the flag; claiming also goes to the promotions', () => {
    $modal.set({ name: 'giftNotice', props: {} });
    closeGiftNotice();
    expect(harness.session.getItem(GIFT_NOTICE_CLOSED_KEY)).toBe('true');
    expect($modal.get()).toBeNull();
    $modal.set({ name: 'giftNotice', props: {} });
    claimGift();
    expect(navigations).toEqual(['/promotions']);
  });
});
