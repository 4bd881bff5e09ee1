import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session } from '../stores/session';
import { $startup } from '../stores/startup';
import { fail, type Harness, setUpRuntime } from '../testing/fake-platform';
import { login } from './login';

/** The spec section 8 failures a login can meet, as the player reads them. */
const form = { username: 'demo01', password: 'Demo1234', terms: true };
let harness: Harness;

beforeEach(() => {
  harness = setUpRuntime();
  $startup.set({ phase: 'loading' });
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('location', { assign: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('login failures of the error catalogue', () => {
  it('R8.09 reports a captcha failure and asks for the captcha again', async () => {
    harness.platform.on(
      'POST',
      '/wps/session/login',
      fail(400, 'captcha_failed', { captcha: true, field: 'captcha' }),
    );
    expect(await login({ ...form, captcha: '1234' })).toEqual({
      status: 'failed',
      errorCode: 'captcha_failed',
      message: 'Captcha verification failed. Please try again.',
      captcha: true,
      field: 'captcha',
    });
    expect($session.get().isLogin).toBe(false);
  });

  it('R8.19 reports access restricted by IP or location', async () => {
    harness.platform.on('POST', '/wps/session/login', fail(403, 'region_blocked'));
    expect(await login(form)).toMatchObject({
      status: 'failed',
      errorCode: 'region_blocked',
      message: 'Access is restricted for your IP address or location.',
    });
  });

  it('R8.20 reports system maintenance', async () => {
    harness.platform.on('POST', '/wps/session/login', fail(503, 'maintenance'));
    expect(await login(form)).toMatchObject({
      status: 'failed',
      errorCode: 'maintenance',
      message: 'The system is under maintenance. Please try again later.',
    });
    expect(harness.session.getItem('token')).toBeNull();
  });
});
