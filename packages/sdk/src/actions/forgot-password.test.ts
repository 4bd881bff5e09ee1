import { ErrorCode, registerSettings, validationRules } from '@lobbykit/api-client';
import { forgotPasswordByEmail, setPasswordByPhone, smsNoLogin } from '@lobbykit/api-client/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modal } from '../stores/modal';
import { $session } from '../stores/session';
import { type Harness, loginAnswer, setUpRuntime } from '../testing/fake-platform';
import { setDialogs } from './dialogs';
import { sendPasswordResetMail, sendPasswordSms, setPasswordWithSms } from './forgot-password';
import { openModal } from './modal';
import { $smsCountdown, resetSmsThrottle, stopSmsCountdown } from './sms-code';

const rules = {
  password: {
    enabled: true,
    required: true,
    minLength: 8,
    maxLength: 20,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$',
    patternId: 'pattern_letter_number',
  },
};
const settings = {
  fields: {},
  countryDialingCode: '+63',
  mobileDigits: 11,
  mobilePrefix: '09',
  minimumAge: 18,
};

let harness: Harness;
let navigations: string[];
let alerts: string[];

beforeEach(() => {
  harness = setUpRuntime();
  $modal.set(null);
  navigations = [];
  alerts = [];
  setDialogs({ alert: async (message) => void alerts.push(message) });
  resetSmsThrottle();
  stopSmsCountdown();
  const win = new EventTarget();
  win.addEventListener('lobbykit:navigate', (event) =>
    navigations.push((event as CustomEvent<{ path: string }>).detail.path),
  );
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', { assign: vi.fn() });
  harness.platform.on(validationRules, rules);
  harness.platform.on(registerSettings, settings);
  harness.platform.on(forgotPasswordByEmail, { messageKey: 'in_been_out' });
  harness.platform.on(smsNoLogin, { expiredMinutes: 1, message: 'sent' });
  harness.platform.on(setPasswordByPhone, loginAnswer({ token: 'tok-phone' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setDialogs(null);
  stopSmsCountdown();
});

describe('forgot password by email', () => {
  it('R7.08 sends username and email form-encoded', async () => {
    await sendPasswordResetMail({ username: ' demo01 ', email: 'demo01@example.com ' });
    const [call] = harness.platform.calls(forgotPasswordByEmail);
    expect(call?.form).toBe(true);
    expect(call?.body).toEqual({ username: 'demo01', email: 'demo01@example.com' });
  });

  it('R4.25 R4.26 on success shows the in_been_out confirmation and closes the modal', async () => {
    openModal('forgotPassword');
    const result = await sendPasswordResetMail({ username: 'demo01', email: 'demo01@example.com' });
    expect(result).toEqual({ status: 'sent', messageKey: 'in_been_out' });
    expect($modal.get()).toBeNull();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/sent/i);
  });

  it('R5.31 username and email are required, nothing is sent', async () => {
    const result = await sendPasswordResetMail({ username: ' ', email: '' });
    expect(result).toMatchObject({
      status: 'invalid',
      errors: { username: { key: 'input_empty' }, email: { key: 'input_empty' } },
    });
    expect(harness.platform.calls(forgotPasswordByEmail)).toHaveLength(0);
  });

  it("an unknown pair shows 'Username/Email does not exist' on the field and keeps the modal", async () => {
    openModal('forgotPassword');
    harness.platform.fail(forgotPasswordByEmail, ErrorCode.validation, {
      field: 'username',
      messageKey: 'username_email_not_exist',
    });
    const result = await sendPasswordResetMail({ username: 'nobody', email: 'x@example.com' });
    expect(result).toMatchObject({
      status: 'invalid',
      errors: { username: { key: 'username_email_not_exist' } },
    });
    expect($modal.get()?.name).toBe('forgotPassword');
    expect(alerts).toHaveLength(0);
  });
});

describe('forgot password by phone', () => {
  const values = { mobileNum: '09171234567', verificationCode: '123456', newPassword: 'Phone1234' };

  it('R4.32 asks a password code for the number and starts the countdown', async () => {
    const result = await sendPasswordSms(' 09171234567 ');
    expect(result).toMatchObject({ status: 'sent', seconds: 60 });
    expect($smsCountdown.get()).toBe(60);
    expect(harness.platform.calls(smsNoLogin)[0]?.body).toEqual({
      mobileNum: '09171234567',
      countryDialingCode: '63',
      purpose: 'password',
    });
    expect(await sendPasswordSms('09171234567')).toEqual({ status: 'counting', seconds: 60 });
  });

  it('R7.09 R4.27 sets the password encrypted, logs in and goes to /', async () => {
    openModal('forgotPassword');
    const result = await setPasswordWithSms(values);
    expect(result).toEqual({ status: 'ok' });
    expect(harness.platform.calls(setPasswordByPhone)[0]?.body).toEqual({
      ...values,
      countryDialingCode: '63',
    });
    expect($session.get()).toMatchObject({ token: 'tok-phone', isLogin: true, afterLogin: true });
    expect(harness.session.getItem('token')).toBe('tok-phone');
    expect($modal.get()).toBeNull();
    expect(navigations).toContain('/');
  });

  it('R5.32 mobile, code and a new password passing its rule are required; nothing is sent', async () => {
    const empty = await setPasswordWithSms({ mobileNum: '', verificationCode: '', newPassword: '' });
    expect(empty).toMatchObject({
      status: 'invalid',
      errors: {
        mobileNum: { key: 'input_empty' },
        verificationCode: { key: 'input_empty' },
        newPassword: { key: 'input_empty' },
      },
    });
    const weak = await setPasswordWithSms({ ...values, newPassword: 'weak' });
    expect(weak).toMatchObject({
      status: 'invalid',
      errors: { newPassword: { key: 'pattern_letter_number' } },
    });
    expect(harness.platform.calls(setPasswordByPhone)).toHaveLength(0);
  });

  it('a wrong code comes back on its field and nobody is logged in', async () => {
    harness.platform.fail(setPasswordByPhone, ErrorCode.validation, {
      field: 'verificationCode',
      messageKey: 'verification_code_error',
    });
    const result = await setPasswordWithSms(values);
    expect(result).toMatchObject({
      status: 'invalid',
      errors: { verificationCode: { key: 'verification_code_error' } },
    });
    expect($session.get().isLogin).toBe(false);
  });
});
