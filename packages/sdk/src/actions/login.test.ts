import {
  AGENT_TYPES,
  ErrorCode,
  login as loginEndpoint,
  memberInfo,
  permission as permissionEndpoint,
  TRIAL_TYPE,
} from '@lobbykit/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modal } from '../stores/modal';
import { $session } from '../stores/session';
import { $startup } from '../stores/startup';
import { type Harness, loginAnswer, member, permissionValue, setUpRuntime } from '../testing/fake-platform';
import { login } from './login';
import { openModal } from './modal';

const form = { username: 'demo01', password: 'Demo1234', terms: true };
let harness: Harness;
let navigations: string[];
let events: string[];

beforeEach(() => {
  harness = setUpRuntime();
  $startup.set({ phase: 'loading' });
  $modal.set(null);
  navigations = [];
  events = [];
  const win = new EventTarget();
  for (const type of ['login', 'first-login', 'navigate']) {
    win.addEventListener(`lobbykit:${type}`, (event) => {
      events.push(type);
      if (type === 'navigate') navigations.push((event as CustomEvent<{ path: string }>).detail.path);
    });
  }
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', { assign: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

const loginCalls = () => harness.platform.calls(loginEndpoint);

describe('login', () => {
  it('R5.06 silently stops without a request when the terms are not ticked', async () => {
    const result = await login({ ...form, terms: false });
    expect(result).toEqual({ status: 'failed', errorCode: 'terms', message: '', captcha: false });
    expect(harness.platform.requests).toHaveLength(0);
  });

  it('R5.07 trims the inputs before sending them, encrypted', async () => {
    await login({ username: '  demo01 ', password: ' Demo1234  ', terms: true, captcha: ' ab12 ' });
    expect(loginCalls()[0]?.body).toMatchObject({
      username: 'demo01',
      password: 'Demo1234',
      captcha: 'ab12',
    });
  });

  it('R8.24 asks for the username and password when either is blank, without a request', async () => {
    const result = await login({ username: '   ', password: 'x', terms: true });
    expect(result).toMatchObject({
      status: 'failed',
      message: 'Please enter the username and password',
      field: 'username',
    });
    expect(harness.platform.requests).toHaveLength(0);
  });

  it('R4.02 saves the token in session storage', async () => {
    await login(form);
    expect(harness.session.getItem('token')).toBe('tok-123');
    expect($session.get().token).toBe('tok-123');
  });

  it('R4.03 loads member info with the new token after saving it', async () => {
    await login(form);
    const [info] = harness.platform.calls(memberInfo);
    expect(info?.headers.get('Authorization')).toBe('tok-123');
    const order = harness.platform.requests.map((request) => request.path);
    expect(order.indexOf('/wps/member/info')).toBeGreaterThan(order.indexOf('/wps/session/login'));
  });

  it('R4.04 R3.06 R3.07 marks the player logged in and remembers the member in the session', async () => {
    const result = await login(form);
    expect(result).toEqual({ status: 'ok', next: '/' });
    expect($session.get()).toMatchObject({
      isLogin: true,
      isAgent: false,
      isTrial: false,
      account: 'demo01',
      imgUrl: null,
    });
    expect(harness.session.getItem('account')).toBe('demo01');
    expect(harness.session.getItem('nickname')).toBe('Demo');
    expect(harness.session.getItem('username')).toBe('demo01');
    expect(harness.session.getItem('customerId')).toBe('C0007');
    expect(harness.session.getItem('isAgent')).toBe('false');
  });

  it.each(AGENT_TYPES)('R4.01 R4.05 marks member type %i an agent', async (type) => {
    harness.platform.on(memberInfo, { ...member, type });
    await login(form);
    expect($session.get()).toMatchObject({ isLogin: true, isAgent: true, isTrial: false });
    expect(harness.session.getItem('isAgent')).toBe('true');
  });

  it('R4.01 R4.05 marks member type 4 a trial player', async () => {
    harness.platform.on(memberInfo, { ...member, type: TRIAL_TYPE });
    await login(form);
    expect($session.get()).toMatchObject({ isLogin: true, isAgent: false, isTrial: true });
  });

  it('R4.06 runs the first-login action on a first login', async () => {
    harness.platform.on(loginEndpoint, loginAnswer({ firstTimeLogin: true }));
    await login(form);
    expect($session.get().firstTimeLogin).toBe(true);
    expect(events).toContain('first-login');
  });

  it('R4.06 does not run it on later logins', async () => {
    await login(form);
    expect($session.get().firstTimeLogin).toBe(false);
    expect(events).not.toContain('first-login');
  });

  it('R4.07 opens the change-password modal when the password is still the default', async () => {
    harness.platform.on(loginEndpoint, loginAnswer({ defaultPassword: true }));
    openModal('login');
    const result = await login(form);
    expect(result).toEqual({ status: 'changePassword', reason: 'default' });
    expect($session.get()).toMatchObject({ isLogin: true, mustChangePassword: 'default', afterLogin: false });
    expect($modal.get()).toEqual({ name: 'changePassword', props: { reason: 'default', forced: true } });
  });

  it('R4.07 leaves sms logins alone even with the default password', async () => {
    harness.platform.on(loginEndpoint, loginAnswer({ defaultPassword: true }));
    const result = await login({
      ...form,
      type: 'sms',
      mobileNum: '09171234567',
      verificationCode: '123456',
    });
    expect(result).toEqual({ status: 'ok', next: '/' });
    expect($session.get().mustChangePassword).toBeNull();
  });

  it('R4.07 leaves firebase logins alone even with the default password', async () => {
    harness.platform.on(loginEndpoint, loginAnswer({ defaultPassword: true }));
    const result = await login({ ...form, firebaseChannel: 'sms', firebaseIdToken: 'firebase-token' });
    expect(result.status).toBe('ok');
  });

  it('R4.08 opens the change-password modal for an expired password when PWDEXPFORCECHANGE3 is on', async () => {
    harness.platform.on(loginEndpoint, loginAnswer({ passwordExpired: true }));
    harness.platform.on(permissionEndpoint, permissionValue({ PWDEXPFORCECHANGE3: true }));
    const result = await login(form);
    expect(result).toEqual({ status: 'changePassword', reason: 'expired' });
    expect($modal.get()?.name).toBe('changePassword');
  });

  it('R4.08 reads PWDEXPFORCECHANGE3 from the permission startup loaded', async () => {
    harness.platform.on(loginEndpoint, loginAnswer({ passwordExpired: true }));
    $startup.set({
      phase: 'ready',
      status: 0,
      title: '',
      info: '',
      location: { ip: '', countryCode: '' },
      permission: permissionValue({ PWDEXPFORCECHANGE3: true }),
    });
    expect((await login(form)).status).toBe('changePassword');
    expect(harness.platform.calls(permissionEndpoint)).toHaveLength(0);
  });

  it('R4.08 lets an expired password through when enforcement is off', async () => {
    harness.platform.on(loginEndpoint, loginAnswer({ passwordExpired: true }));
    harness.platform.on(permissionEndpoint, permissionValue({ PWDEXPFORCECHANGE3: false }));
    const result = await login(form);
    expect(result).toEqual({ status: 'ok', next: '/' });
    expect($session.get().mustChangePassword).toBeNull();
  });

  it('R4.09 sets the after-login flag and closes the login popup when no change is forced', async () => {
    openModal('login');
    await login(form);
    expect($session.get().afterLogin).toBe(true);
    expect($modal.get()).toBeNull();
  });

  it('R4.10 sends agents to /agentHome through a navigate event', async () => {
    harness.platform.on(memberInfo, { ...member, type: 1 });
    const result = await login(form);
    expect(result).toEqual({ status: 'ok', next: '/agentHome' });
    expect(navigations).toEqual(['/agentHome']);
    expect(location.assign).toHaveBeenCalledWith('/agentHome');
  });

  it('R4.10 keeps players where they are', async () => {
    await login(form);
    expect(navigations).toEqual([]);
  });

  it('R4.11 returns captcha: true when the failed login asks for the captcha', async () => {
    harness.platform.fail(loginEndpoint, ErrorCode.invalidCredentials, { captcha: true });
    const result = await login(form);
    expect(result).toEqual({
      status: 'failed',
      errorCode: 'invalid_credentials',
      message: 'Incorrect username or password.',
      captcha: true,
      field: undefined,
    });
    expect($session.get().isLogin).toBe(false);
    expect(harness.session.getItem('token')).toBeNull();
  });

  it('R4.11 returns captcha: false for a plain failure', async () => {
    harness.platform.fail(loginEndpoint, ErrorCode.invalidCredentials);
    expect(await login(form)).toMatchObject({ status: 'failed', captcha: false });
  });

  it('R8.16 reports a network failure as an abnormal network link', async () => {
    harness.platform.on(loginEndpoint, () => {
      throw new TypeError('fetch failed');
    });
    expect(await login(form)).toMatchObject({
      status: 'failed',
      errorCode: 'network_error',
      message: 'Network link is abnormal, please try again',
    });
  });

  it('forgets the token again when member info cannot be loaded', async () => {
    harness.platform.fail(memberInfo, ErrorCode.maintenance);
    expect(await login(form)).toMatchObject({ status: 'failed', errorCode: 'maintenance' });
    expect(harness.session.getItem('token')).toBeNull();
    expect($session.get()).toMatchObject({ token: null, isLogin: false });
  });

  it('emits lobbykit:login once logged in', async () => {
    const seen: unknown[] = [];
    window.addEventListener('lobbykit:login', (event) => seen.push((event as CustomEvent).detail));
    await login(form);
    expect(seen).toEqual([{ account: 'demo01', isAgent: false, isTrial: false }]);
  });
});
