import { ErrorCode, login as loginEndpoint, memberInfo, validationRules } from '@lobbykit/api-client';
import { changePassword as changePasswordEndpoint } from '@lobbykit/api-client/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modal } from '../stores/modal';
import { $session } from '../stores/session';
import { $startup } from '../stores/startup';
import { type Harness, loginAnswer, member, setUpRuntime } from '../testing/fake-platform';
import { changePassword, isOldPasswordKnown } from './change-password';
import { login } from './login';

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

let harness: Harness;
let navigations: string[];

beforeEach(() => {
  harness = setUpRuntime();
  $startup.set({ phase: 'loading' });
  $modal.set(null);
  navigations = [];
  const win = new EventTarget();
  win.addEventListener('lobbykit:navigate', (event) =>
    navigations.push((event as CustomEvent<{ path: string }>).detail.path),
  );
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', { assign: vi.fn() });
  harness.platform.on(validationRules, rules);
  harness.platform.on(changePasswordEndpoint, null);
});
afterEach(() => vi.unstubAllGlobals());

const changeCalls = () => harness.platform.calls(changePasswordEndpoint);

async function forcedLogin() {
  harness.platform.on(loginEndpoint, loginAnswer({ firstTimeLogin: true, defaultPassword: true }));
  harness.platform.on(memberInfo, { ...member, firstTimeLogin: true });
  await login({ username: 'newbie01', password: 'Welcome123', terms: true });
  harness.platform.on(memberInfo, { ...member, firstTimeLogin: false });
}

describe('change password', () => {
  it('R4.23 R5.28 after a forced login the old password is known and sent without asking', async () => {
    await forcedLogin();
    expect($modal.get()?.name).toBe('changePassword');
    expect(isOldPasswordKnown()).toBe(true);
    const result = await changePassword({ newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' });
    expect(result).toEqual({ status: 'ok' });
    expect(changeCalls()[0]?.body).toEqual({
      oldPassword: 'Welcome123',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
  });

  it('R7.07 calls /wps/member/password with the token, encrypted', async () => {
    await forcedLogin();
    await changePassword({ newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' });
    const call = changeCalls()[0]!;
    expect(call.headers.get('Authorization')).toBe('tok-123');
    // The fake decrypts JWE bodies only: an object body here came as `{ value: <JWE> }`.
    expect(call.body).toMatchObject({ newPassword: 'Fresh1234' });
  });

  it('R4.22 success reloads login info, clears the forced state, closes the modal and goes to /', async () => {
    await forcedLogin();
    const infoCalls = harness.platform.calls(memberInfo).length;
    await changePassword({ newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' });
    expect(harness.platform.calls(memberInfo).length).toBe(infoCalls + 1);
    expect($session.get()).toMatchObject({ mustChangePassword: null, afterLogin: true, isLogin: true });
    expect($modal.get()?.name).not.toBe('changePassword');
    expect(navigations).toContain('/');
    expect(isOldPasswordKnown()).toBe(false);
  });

  it('R5.28 without a forced login the old password is required', async () => {
    await login({ username: 'demo01', password: 'Demo1234', terms: true });
    expect(isOldPasswordKnown()).toBe(false);
    const result = await changePassword({ newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' });
    expect(result).toMatchObject({ status: 'invalid', errors: { oldPassword: { key: 'input_empty' } } });
    expect(changeCalls()).toHaveLength(0);
  });

  it('R5.29 the new password is required and must pass its rule', async () => {
    await login({ username: 'demo01', password: 'Demo1234', terms: true });
    expect(
      await changePassword({ oldPassword: 'Demo1234', newPassword: '', confirmNewPassword: '' }),
    ).toMatchObject({
      status: 'invalid',
      errors: { newPassword: { key: 'input_empty' } },
    });
    expect(
      await changePassword({ oldPassword: 'Demo1234', newPassword: 'short', confirmNewPassword: 'short' }),
    ).toMatchObject({
      status: 'invalid',
      errors: { newPassword: { key: 'pattern_letter_number', params: { length: '8-20' } } },
    });
    expect(changeCalls()).toHaveLength(0);
  });

  it('R5.30 the confirmation must equal the new password', async () => {
    await login({ username: 'demo01', password: 'Demo1234', terms: true });
    const result = await changePassword({
      oldPassword: 'Demo1234',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh4321',
    });
    expect(result).toMatchObject({
      status: 'invalid',
      errors: { confirmNewPassword: { key: 'inconsistent_twice' } },
    });
    expect(changeCalls()).toHaveLength(0);
  });

  it('a wrong old password comes back on its field; the modal stays', async () => {
    await login({ username: 'demo01', password: 'Demo1234', terms: true });
    harness.platform.fail(changePasswordEndpoint, ErrorCode.validation, {
      field: 'oldPassword',
      messageKey: 'old_password_error',
    });
    const result = await changePassword({
      oldPassword: 'Nope1234',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(result).toEqual({
      status: 'invalid',
      errors: { oldPassword: { key: 'old_password_error', params: { min: 0, max: 0, length: '' } } },
    });
    expect(navigations).not.toContain('/');
  });
});
