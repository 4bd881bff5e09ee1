import { ErrorCode, login as loginEndpoint } from '@lobbykit/api-client';
import { smsNoLogin } from '@lobbykit/api-client/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { $modal } from '../stores/modal';
import { $session } from '../stores/session';
import { loginAnswer } from '../testing/fake-platform';
import { phoneForm as form, loginRuntimeForFile, mobileRule as rule } from '../testing/login-runtime';
import { login } from './login';
import { $smsCountdown } from './sms-code';
import { sendLoginSms, smsLogin } from './sms-login';

const t = loginRuntimeForFile();
const smsCalls = () => t.harness.platform.calls(smsNoLogin);
const loginCalls = () => t.harness.platform.calls(loginEndpoint);

beforeEach(() => {
  t.harness.platform.on(smsNoLogin, { expiredMinutes: 2, message: 'sent' });
});

describe('sendLoginSms', () => {
  it('R7.21 calls /wps/verification/sms/noLogin with mobileNum and countryDialingCode', async () => {
    expect(await sendLoginSms('63', ' 09171234567 ', rule)).toMatchObject({ status: 'sent', seconds: 120 });
    expect(smsCalls()[0]?.body).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '63',
      purpose: 'login',
    });
    expect($smsCountdown.get()).toBe(120);
  });

  it('R5.04 sends nothing for a number off the mobile rule', async () => {
    expect(await sendLoginSms('63', '12345', rule)).toMatchObject({
      status: 'failed',
      message: 'Please enter a valid mobile number',
    });
    expect(smsCalls()).toHaveLength(0);
  });

  it("R8.10 R8.11 shows the platform's quota and switched-off refusals in the player's words, not the server's", async () => {
    // What the platform server answers (platform-server register-sms.test.ts, sms-login.test.ts).
    t.harness.platform.fail(smsNoLogin, ErrorCode.quotaExceeded, {
      message: 'The SMS quota of this site is spent, please contact customer service',
    });
    expect(await sendLoginSms('63', '09171234567', rule)).toMatchObject({
      status: 'failed',
      errorCode: 'quota_exceeded',
    });
    expect(t.alerts).toEqual(['Quota exceeded. Please contact customer service.']);
  });
});

describe('smsLogin', () => {
  it('R5.04 requires the mobile number, checked by the mobile rule', async () => {
    expect(await smsLogin({ ...form, mobileNum: '' }, rule)).toMatchObject({
      status: 'failed',
      field: 'mobileNum',
    });
    expect(await smsLogin({ ...form, mobileNum: '0917' }, rule)).toMatchObject({
      status: 'failed',
      field: 'mobileNum',
    });
    expect(loginCalls()).toHaveLength(0);
  });

  it('R5.05 requires the verification code', async () => {
    expect(await smsLogin({ ...form, verificationCode: ' ' }, rule)).toMatchObject({
      status: 'failed',
      field: 'verificationCode',
    });
    expect(loginCalls()).toHaveLength(0);
  });

  it('R5.04 R5.05 logs in with type sms and never opens the change-password modal (R4.07)', async () => {
    t.harness.platform.on(loginEndpoint, loginAnswer({ defaultPassword: true }));
    expect(await smsLogin(form, rule)).toEqual({ status: 'ok', next: '/' });
    expect(loginCalls()[0]?.body).toMatchObject({
      type: 'sms',
      isSms: true,
      mobileNum: '09171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    expect($modal.get()).toBeNull();
    expect($session.get().isLogin).toBe(true);
  });

  it('R6.12 an agent-mode SMS login asks the server for the agent area', async () => {
    t.harness.platform.fail(loginEndpoint, ErrorCode.nonAgent);
    expect(await smsLogin({ ...form, agent: true }, rule)).toMatchObject({
      status: 'failed',
      message: 'Non-agents cannot log in',
    });
    expect(loginCalls()[0]?.body).toMatchObject({ agent: true });
  });
});

describe('the password login', () => {
  it('R5.01 still needs the username and password', async () => {
    expect(await login({ username: '', password: 'x', terms: true })).toMatchObject({ field: 'username' });
    expect(loginCalls()).toHaveLength(0);
  });
});
