import { register } from '@lobbykit/sdk/accounts';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bodies, platform } from '../testing/fake-api';
import { registerRules, registerSettingsFor } from '../testing/register-fixtures';
import {
  errorBelow,
  fillGood,
  input,
  ready,
  resetRegistration,
  serve,
  submit,
  tickTerms,
  type,
} from '../testing/register-harness';
import { startupReady } from '../testing/sdk-state';

// Validation and the affiliate check run in the real sdk; only the encrypted register call is stood in for.
vi.mock('@lobbykit/sdk/accounts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@lobbykit/sdk/accounts')>();
  return { ...actual, register: vi.fn(actual.register) };
});
const registerMock = vi.mocked(register);
const realRegister = registerMock.getMockImplementation();

beforeEach(() => {
  resetRegistration();
  registerMock.mockReset();
  if (realRegister) registerMock.mockImplementation(realRegister);
});

describe('register widget: mobile number, SMS code and captcha', () => {
  it('R5.12-R5.15 mobile mode: dialing code, the 09 placeholder and the recovery hint', async () => {
    startupReady(undefined, { MOBILENUMREG3: true });
    serve();
    await ready();
    expect(screen.getByText('+63')).toBeTruthy();
    expect(input('Mobile number').placeholder).toBe('11 digit number starting with 09');
    expect(
      screen.getByText('Please use a correct mobile number, so that you can recover your account.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    fillGood();
    tickTerms();
    submit();
    await waitFor(() => expect(errorBelow('Mobile number')).toBe('Input cannot be empty'));
  });

  it('shows a dialing code the server sends without its plus sign with one', async () => {
    startupReady(undefined, { MOBILENUMREG3: true });
    serve(registerRules(), registerSettingsFor({}, { countryDialingCode: '880', mobilePrefix: '01' }));
    await ready();
    expect(screen.getByText('+880')).toBeTruthy();
    expect(input('Mobile number').placeholder).toBe('11 digit number starting with 01');
  });

  it('R4.32 R5.16 SMS verification: Send starts the countdown of expiredMinutes x 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startupReady(undefined, { MOBILENUMREG3: true, REGMOBVERF3: true });
    serve();
    platform.on(endpoints.registerSms, { expiredMinutes: 1, message: 'sent' });
    await ready();
    type('Mobile number', '09171234567');
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const counting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect((counting as HTMLButtonElement).disabled).toBe(true);
    expect(bodies(endpoints.registerSms)[0]).toEqual({
      countryDialingCode: '+63',
      mobileNo: '09171234567',
    });
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeTruthy();
    act(() => void vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('R8.04 a malformed mobile number is reported before any code is sent', async () => {
    startupReady(undefined, { MOBILENUMREG3: true, REGMOBVERF3: true });
    serve();
    await ready();
    type('Mobile number', '0812');
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(errorBelow('Mobile number')).toBe('Please enter a valid mobile number'));
    expect(platform.calls(endpoints.registerSms).length > 0).toBe(false);
  });

  it('R4.36 shows the captcha when enabled, with its picture', async () => {
    serve(registerRules(), registerSettingsFor({ captcha: { enabled: true, required: true } }));
    await ready();
    fireEvent.focus(input('Username'));
    await waitFor(() =>
      expect(screen.getByAltText('Captcha picture').getAttribute('src')).toContain('PICTURE'),
    );
    fillGood();
    tickTerms();
    submit();
    await waitFor(() => expect(errorBelow('Captcha')).toBe('Please enter the captcha'));
  });

  it('R7.12 asks for the captcha picture when the form is first touched, not on page view', async () => {
    const captchaCalls = () => platform.calls(endpoints.captcha).length;
    // The sdk refuses a second picture within a second (R4.36): start well past the test before.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    serve(registerRules(), registerSettingsFor({ captcha: { enabled: true, required: true } }));
    await ready();
    await waitFor(() => expect(document.querySelector('input[name=captcha]')).not.toBeNull());
    await new Promise((done) => setTimeout(done, 20));
    expect(captchaCalls()).toBe(0);
    expect(screen.queryByAltText('Captcha picture')).toBeNull();
    type('Username', 'n');
    await waitFor(() =>
      expect(screen.getByAltText('Captcha picture').getAttribute('src')).toContain('PICTURE'),
    );
    fireEvent.focus(input('Password'));
    type('Password', 'S');
    expect(captchaCalls()).toBe(1);
    vi.useRealTimers();
  });
});
