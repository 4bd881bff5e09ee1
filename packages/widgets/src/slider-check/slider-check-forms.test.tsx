import { setDialogs } from '@lobbykit/sdk';
import { forgetRegistration, resetSmsThrottle, stopSmsCountdown } from '@lobbykit/sdk/accounts';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmsLoginForm } from '../login/sms-login-form';
import { ForgotByPhone } from '../passwords/forgot-by-phone';
import '../passwords/messages/password-messages';
import { platform } from '../testing/fake-api';
import { registerRules, registerSettingsFor } from '../testing/register-fixtures';
import { sliderPuzzle } from './slider-fixtures';

let alerts: string[];
const smsCalls = () => platform.calls(endpoints.smsNoLogin);
const handle = () => screen.getByRole('slider', { name: 'Puzzle piece position' });

function servePlatform(sliderCheck: boolean) {
  let issued = 0;
  platform.on(endpoints.registerSettings, {
    ...registerSettingsFor({ mobileNum: { enabled: true, required: true } }),
    sliderCheck,
  });
  platform.on(endpoints.validationRules, registerRules());
  platform.on(endpoints.sliderChallenge, () => sliderPuzzle(`puzzle-${++issued}`));
  platform.on(endpoints.smsNoLogin, { expiredMinutes: 1, message: 'sent' });
}

beforeEach(() => {
  alerts = [];
  setDialogs({ alert: async (message) => void alerts.push(message) });
  resetSmsThrottle();
  stopSmsCountdown();
  forgetRegistration();
});
afterEach(() => {
  stopSmsCountdown();
  setDialogs(null);
});

async function solveWithKeys(steps: number) {
  await waitFor(() => expect(handle().getAttribute('aria-valuemax')).toBe('256'));
  for (let step = 0; step < steps; step += 1) fireEvent.keyDown(handle(), { key: 'ArrowRight' });
  fireEvent.keyDown(handle(), { key: 'Enter' });
}

describe('the slider check before an SMS code', () => {
  it('R4.12 the SMS login asks for the slider first where the merchant turned it on, then sends it', async () => {
    servePlatform(true);
    render(<SmsLoginForm onSuccess={() => undefined} />);
    fireEvent.input(await screen.findByLabelText('Mobile number'), { target: { value: '09171234567' } });
    await waitFor(() => expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await solveWithKeys(3);
    await waitFor(() => expect(smsCalls()).toHaveLength(1));
    expect(smsCalls()[0]?.body).toMatchObject({
      mobileNum: '09171234567',
      purpose: 'login',
      slider: { sliderId: 'puzzle-1', offset: 6 },
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Verified'));
  });

  it('R4.12 R8.21 a refused slider shows Please complete verification first and a new puzzle', async () => {
    servePlatform(true);
    platform.fail(endpoints.smsNoLogin, 'validation_failed', {
      status: 400,
      message: 'Please complete verification first',
      field: 'slider',
      messageKey: 'verify_first',
    });
    render(<SmsLoginForm onSuccess={() => undefined} />);
    fireEvent.input(await screen.findByLabelText('Mobile number'), { target: { value: '09171234567' } });
    await waitFor(() => expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await solveWithKeys(2);
    await waitFor(() => expect(alerts).toEqual(['Please complete verification first']));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('That did not fit. Try this new puzzle.'),
    );
    expect(platform.calls(endpoints.sliderChallenge)).toHaveLength(2);
    expect(screen.queryByText('Please enter a valid mobile number')).toBeNull();
  });

  it('R4.12 with the check off the code is sent at once, without a slider', async () => {
    servePlatform(false);
    render(<SmsLoginForm onSuccess={() => undefined} />);
    fireEvent.input(await screen.findByLabelText('Mobile number'), { target: { value: '09171234567' } });
    await waitFor(() => expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(smsCalls()).toHaveLength(1));
    expect(smsCalls()[0]?.body).not.toHaveProperty('slider');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('R4.12 forgot password by phone asks for the slider too and sends its answer', async () => {
    servePlatform(true);
    render(<ForgotByPhone />);
    fireEvent.input(screen.getByLabelText('Mobile number'), { target: { value: '09171234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await solveWithKeys(5);
    await waitFor(() => expect(smsCalls()).toHaveLength(1));
    expect(smsCalls()[0]?.body).toMatchObject({
      purpose: 'password',
      slider: { sliderId: 'puzzle-1', offset: 10 },
    });
  });
});
