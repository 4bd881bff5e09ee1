import { ErrorCode, login } from '@lobbykit/api-client';
import { firebaseSmsSend, firebaseSmsVerify } from '@lobbykit/api-client/accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { $modal } from '../stores/modal';
import { $session } from '../stores/session';
import { loginAnswer } from '../testing/fake-platform';
import { phoneForm as form, loginRuntimeForFile, mobileRule as rule } from '../testing/login-runtime';
import { firebaseSmsLogin, firebaseTokenLogin, sendFirebaseSms } from './firebase-login';
import { $smsCountdown } from './sms-code';

const t = loginRuntimeForFile();
const sendCalls = () => t.harness.platform.calls(firebaseSmsSend);
const verifyCalls = () => t.harness.platform.calls(firebaseSmsVerify);
const loginCalls = () => t.harness.platform.calls(login);

beforeEach(() => {
  t.harness.platform.on(firebaseSmsSend, { via: 'firebase', message: 'sent' });
  t.harness.platform.on(firebaseSmsVerify, { idToken: 'id.token.sig' });
});

describe('sendFirebaseSms', () => {
  it('R4.13 R4.33 asks Firebase for the code and counts down 1 minute', async () => {
    expect(await sendFirebaseSms('63', ' 09171234567 ', rule)).toMatchObject({ status: 'sent', seconds: 60 });
    expect(sendCalls()[0]?.body).toEqual({ mobileNum: '09171234567', countryDialingCode: '63' });
    expect($smsCountdown.get()).toBe(60);
  });

  it('R4.13 R5.04 sends nothing for a number off the mobile rule', async () => {
    expect(await sendFirebaseSms('63', '12345', rule)).toMatchObject({ status: 'failed' });
    expect(sendCalls()).toHaveLength(0);
  });
});

describe('firebaseSmsLogin', () => {
  it('R4.13 R4.07 trades the code for an ID token and logs in with type firebase, no forced password change', async () => {
    t.harness.platform.on(login, loginAnswer({ defaultPassword: true }));
    expect(await firebaseSmsLogin(form, rule)).toEqual({ status: 'ok', next: '/' });
    expect(verifyCalls()[0]?.body).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    expect(loginCalls()[0]?.body).toMatchObject({
      username: '',
      password: '',
      type: 'firebase',
      firebaseChannel: 'sms',
      firebaseIdToken: 'id.token.sig',
      mobileNum: '09171234567',
      countryDialingCode: '63',
    });
    expect($modal.get()).toBeNull();
    expect($session.get().isLogin).toBe(true);
  });

  it('R4.13 a wrong or expired code is refused with its reason and nobody logs in', async () => {
    t.harness.platform.fail(firebaseSmsVerify, ErrorCode.validation, {
      field: 'verificationCode',
      messageKey: 'verification_code_error',
    });
    expect(await firebaseSmsLogin(form, rule)).toMatchObject({
      status: 'failed',
      field: 'verificationCode',
      messageKey: 'verification_code_error',
    });
    t.harness.platform.fail(firebaseSmsVerify, ErrorCode.validation, {
      field: 'verificationCode',
      messageKey: 'verification_code_expired',
    });
    expect(await firebaseSmsLogin(form, rule)).toMatchObject({ messageKey: 'verification_code_expired' });
    expect(loginCalls()).toHaveLength(0);
    expect($session.get().isLogin).toBe(false);
  });

  it('R4.13 R5.05 requires the code', async () => {
    expect(await firebaseSmsLogin({ ...form, verificationCode: ' ' }, rule)).toMatchObject({
      status: 'failed',
      field: 'verificationCode',
    });
    expect(verifyCalls()).toHaveLength(0);
  });
});

describe('firebaseTokenLogin', () => {
  it('R4.13 a token for another phone or one already used is refused with its reason, nobody logged in', async () => {
    t.harness.platform.fail(login, ErrorCode.validation, {
      field: 'mobileNum',
      messageKey: 'phone_token_other_phone',
    });
    const proof = { idToken: 'id.token.sig', mobileNum: '09171234567', countryDialingCode: '63' };
    expect(await firebaseTokenLogin(proof)).toMatchObject({
      status: 'failed',
      field: 'mobileNum',
      messageKey: 'phone_token_other_phone',
    });
    t.harness.platform.fail(login, ErrorCode.validation, {
      field: 'verificationCode',
      messageKey: 'phone_token_used',
    });
    expect(await firebaseTokenLogin(proof)).toMatchObject({
      status: 'failed',
      messageKey: 'phone_token_used',
    });
    expect(loginCalls()).toHaveLength(2);
    expect($session.get().isLogin).toBe(false);
  });
});
