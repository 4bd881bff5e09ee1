import { ErrorCode, login as loginEndpoint } from '@lobbykit/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session } from '../stores/session';
import { $startup } from '../stores/startup';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { login } from './login';
import { smsLogin } from './sms-login';

/** The spec section 8 failures a login can meet, as the player reads them. */
const form = { username: 'demo01', password: 'Demo1234', terms: true };
const smsForm = {
  mobileNum: '09171234567',
  countryDialingCode: '63',
  verificationCode: '123456',
  terms: true,
};
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
    harness.platform.fail(loginEndpoint, ErrorCode.captchaFailed, { captcha: true, field: 'captcha' });
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
    harness.platform.fail(loginEndpoint, ErrorCode.regionBlocked);
    expect(await login(form)).toMatchObject({
      status: 'failed',
      errorCode: 'region_blocked',
      message: 'Access is restricted for your IP address or location.',
    });
  });

  it('R8.20 reports system maintenance', async () => {
    harness.platform.fail(loginEndpoint, ErrorCode.maintenance);
    expect(await login(form)).toMatchObject({
      status: 'failed',
      errorCode: 'maintenance',
      message: 'The system is under maintenance. Please try again later.',
    });
    expect(harness.session.getItem('token')).toBeNull();
  });

  it('R8.11 a password login and an SMS code login report operation not allowed, contact customer service', async () => {
    harness.platform.fail(loginEndpoint, ErrorCode.operationNotAllowed);
    const refused = {
      status: 'failed',
      errorCode: 'operation_not_allowed',
      message: 'This operation is not allowed. Please contact customer service.',
    };
    expect(await login(form)).toMatchObject(refused);
    expect(await smsLogin(smsForm)).toMatchObject(refused);
    expect(harness.platform.calls(loginEndpoint)).toHaveLength(2);
    expect($session.get().isLogin).toBe(false);
  });

  it('R8.17 a login whose request times out reports that the page took longer time to load', async () => {
    harness.platform.on(loginEndpoint, () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    expect(await login(form)).toMatchObject({
      status: 'failed',
      errorCode: 'timeout',
      message: 'The page took longer time to load, please check your network connectivity',
    });
    expect($session.get().isLogin).toBe(false);
  });

  it("R8.26 a non-member account's login reports 'Non-member account unable to login'", async () => {
    harness.platform.fail(loginEndpoint, ErrorCode.nonMember);
    expect(await login(form)).toMatchObject({
      status: 'failed',
      errorCode: 'non_member',
      message: 'Non-member account unable to login',
    });
    expect(harness.session.getItem('token')).toBeNull();
  });

  it("R8.25 a player's agent-mode login reports 'Non-agents cannot log in'", async () => {
    harness.platform.fail(loginEndpoint, ErrorCode.nonAgent);
    expect(await login({ ...form, agent: true })).toMatchObject({
      status: 'failed',
      errorCode: 'non_agent',
      message: 'Non-agents cannot log in',
    });
    expect(harness.platform.calls(loginEndpoint)[0]?.body).toMatchObject({ agent: true });
  });
});
