import { ErrorCode } from '@lobbykit/api-client';
import { registerSms } from '@lobbykit/api-client/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { setDialogs } from './dialogs';
import { $smsCountdown, resetSmsThrottle, sendRegisterSms, stopSmsCountdown } from './sms-code';

let harness: Harness;
let alerts: string[];
const smsCalls = () => harness.platform.calls(registerSms);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  harness = setUpRuntime();
  resetSmsThrottle();
  stopSmsCountdown();
  alerts = [];
  setDialogs({ alert: async (message) => void alerts.push(message) });
  harness.platform.on(registerSms, { expiredMinutes: 2, message: 'sent' });
});
afterEach(() => {
  stopSmsCountdown();
  setDialogs(null);
  vi.useRealTimers();
});

describe('sendRegisterSms', () => {
  it('R7.23 sends the dialing code and number', async () => {
    await sendRegisterSms('+63', ' 09171234567 ');
    expect(smsCalls()[0]?.body).toEqual({ countryDialingCode: '+63', mobileNo: '09171234567' });
  });

  it('R4.32 R9.04 counts down expiredMinutes x 60 s, a second at a time', async () => {
    expect(await sendRegisterSms('+63', '09171234567')).toMatchObject({ status: 'sent', seconds: 120 });
    expect($smsCountdown.get()).toBe(120);
    vi.advanceTimersByTime(1000);
    expect($smsCountdown.get()).toBe(119);
    vi.advanceTimersByTime(119_000);
    expect($smsCountdown.get()).toBe(0);
  });

  it('R4.34 R9.05 counts 60 s when the server names no expiry', async () => {
    harness.platform.on(registerSms, { expiredMinutes: 0, message: 'sent' });
    expect(await sendRegisterSms('+63', '09171234567')).toMatchObject({ seconds: 60 });
  });

  it('R4.32 sends nothing while the countdown runs', async () => {
    await sendRegisterSms('+63', '09171234567');
    vi.advanceTimersByTime(5000);
    expect(await sendRegisterSms('+63', '09171234567')).toEqual({ status: 'counting', seconds: 115 });
    expect(smsCalls()).toHaveLength(1);
  });

  it('R4.35 R9.07 throttles clicks to one a second', async () => {
    harness.platform.fail(registerSms, ErrorCode.tooManyRequests);
    await sendRegisterSms('+63', '09171234567');
    expect(await sendRegisterSms('+63', '09171234567')).toEqual({ status: 'throttled' });
    vi.advanceTimersByTime(1000);
    await sendRegisterSms('+63', '09171234567');
    expect(smsCalls()).toHaveLength(2);
  });

  it('R8.03 a refusal shows the server message in a warning dialog', async () => {
    harness.platform.fail(registerSms, ErrorCode.tooManyRequests, {
      message: 'Too many requests, try again after 5 minutes',
    });
    const result = await sendRegisterSms('+63', '09171234567');
    expect(result).toMatchObject({ status: 'failed', errorCode: 'too_many_requests' });
    expect(alerts).toEqual(['Too many requests, try again after 5 minutes']);
    expect($smsCountdown.get()).toBe(0);
  });

  it('R8.05 a missing number is reported without a request', async () => {
    expect(await sendRegisterSms('+63', '  ')).toMatchObject({
      status: 'failed',
      errorCode: 'missing_phone',
    });
    expect(alerts).toEqual(['Please enter your mobile number']);
    expect(smsCalls()).toHaveLength(0);
  });
});
