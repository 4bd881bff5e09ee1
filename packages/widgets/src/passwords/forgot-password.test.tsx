import { $modal, $session, openModal, setDialogs, setLanguage } from '@lobbykit/sdk';
import { setPasswordWithSms } from '@lobbykit/sdk/accounts';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView } from '../modal-outlet/modal-views';
import { platform } from '../testing/fake-api';
import { overlay } from '../testing/overlay';
import { forgotPasswordModalView } from './password-views';

// The phone reset is encrypted (the sdk tests its wire); the e-mail one runs for real, form-encoded.
vi.mock('@lobbykit/sdk/accounts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lobbykit/sdk/accounts')>();
  return { ...actual, setPasswordWithSms: vi.fn() };
});
const setByPhone = vi.mocked(setPasswordWithSms);
let alerts: string[];

beforeEach(() => {
  registerModalView('forgotPassword', forgotPasswordModalView);
  setByPhone.mockReset();
  alerts = [];
  setDialogs({ alert: async (message) => void alerts.push(message) });
  platform.on(endpoints.registerSettings, {
    fields: {},
    countryDialingCode: '+63',
    mobileDigits: 11,
    mobilePrefix: '09',
    minimumAge: 18,
  });
});
afterEach(() => setDialogs(null));

async function open() {
  render(<ModalOutlet />);
  act(() => openModal('forgotPassword'));
  return overlay().findByRole('dialog', { name: 'Forgot password' });
}

describe('forgot-password modal', () => {
  it('R5.31 e-mail mode: username and e-mail are required, nothing is sent', async () => {
    await open();
    fireEvent.click(overlay().getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(overlay().getAllByText('Input cannot be empty')).toHaveLength(2));
    expect(platform.calls(endpoints.forgotPasswordByEmail)).toHaveLength(0);
  });

  it('R7.08 R4.25 R4.26 sends username and e-mail form-encoded, confirms in_been_out and closes', async () => {
    platform.on(endpoints.forgotPasswordByEmail, { messageKey: 'in_been_out' });
    await open();
    fireEvent.input(overlay().getByLabelText('Username'), { target: { value: 'demo01' } });
    fireEvent.input(overlay().getByLabelText('E-mail'), { target: { value: 'demo01@example.com' } });
    fireEvent.click(overlay().getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect($modal.get()).toBeNull());
    const call = platform.calls(endpoints.forgotPasswordByEmail)[0];
    expect(call?.sent).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(call?.sent as URLSearchParams)).toEqual({
      username: 'demo01',
      email: 'demo01@example.com',
    });
    expect(alerts).toEqual(['The e-mail has been sent. Please check your mailbox.']);
  });

  it("shows 'Username/Email does not exist' under the username", async () => {
    platform.fail(endpoints.forgotPasswordByEmail, 'validation_failed', {
      status: 400,
      message: 'Username/Email does not exist',
      field: 'username',
      messageKey: 'username_email_not_exist',
    });
    await open();
    fireEvent.input(overlay().getByLabelText('Username'), { target: { value: 'nobody' } });
    fireEvent.input(overlay().getByLabelText('E-mail'), { target: { value: 'x@example.com' } });
    fireEvent.click(overlay().getByRole('button', { name: 'Send e-mail' }));
    expect(await overlay().findByText('Username/Email does not exist')).toBeTruthy();
    expect($modal.get()?.name).toBe('forgotPassword');
  });

  it('switches to phone mode by click and by arrow keys', async () => {
    await open();
    const phoneTab = overlay().getByRole('tab', { name: 'By mobile number' });
    fireEvent.click(phoneTab);
    expect(phoneTab.getAttribute('aria-selected')).toBe('true');
    expect(overlay().getByLabelText('Mobile number')).toBeTruthy();
    fireEvent.keyDown(phoneTab, { key: 'ArrowRight' });
    expect(overlay().getByRole('tab', { name: 'By e-mail' }).getAttribute('aria-selected')).toBe('true');
  });

  it('R4.32 phone mode sends a password code and counts down', async () => {
    platform.on(endpoints.smsNoLogin, { expiredMinutes: 1, message: 'sent' });
    await open();
    fireEvent.click(overlay().getByRole('tab', { name: 'By mobile number' }));
    fireEvent.input(overlay().getByLabelText('Mobile number'), { target: { value: '09171234567' } });
    fireEvent.click(overlay().getByRole('button', { name: 'Send code' }));
    expect(await overlay().findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    const call = platform.calls(endpoints.smsNoLogin)[0];
    expect(call?.body).toEqual({ mobileNum: '09171234567', countryDialingCode: '63', purpose: 'password' });
  });

  it('R5.32 phone mode shows the first error of each field', async () => {
    setByPhone.mockResolvedValue({
      status: 'invalid',
      errors: {
        verificationCode: { key: 'verification_code_error', params: { min: 0, max: 0, length: '' } },
      },
    });
    await open();
    fireEvent.click(overlay().getByRole('tab', { name: 'By mobile number' }));
    fireEvent.input(overlay().getByLabelText('Mobile number'), { target: { value: '09171234567' } });
    fireEvent.input(overlay().getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.input(overlay().getByLabelText('New password'), { target: { value: 'Phone1234' } });
    fireEvent.click(overlay().getByRole('button', { name: 'Reset and log in' }));
    expect(
      await overlay().findByText('The verification code is wrong. Please check it and try again.'),
    ).toBeTruthy();
    expect(setByPhone).toHaveBeenCalledWith({
      mobileNum: '09171234567',
      verificationCode: '000000',
      newPassword: 'Phone1234',
    });
    expect($session.get().isLogin).toBe(false);
  });

  it('R9.30 speaks Bengali', async () => {
    await setLanguage('BN');
    render(<ModalOutlet />);
    act(() => openModal('forgotPassword'));
    expect(await overlay().findByRole('dialog', { name: 'পাসওয়ার্ড ভুলে গেছেন' })).toBeTruthy();
  });
});
