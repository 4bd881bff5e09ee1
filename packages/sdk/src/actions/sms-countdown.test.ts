import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpRuntime } from '../testing/fake-platform';
import { setDialogs } from './dialogs';
import {
  $smsCountdown,
  FIREBASE_SMS_SECONDS,
  resetSmsThrottle,
  sendSmsCode,
  smsCountdownSeconds,
  stopSmsCountdown,
} from './sms-code';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  setUpRuntime();
  resetSmsThrottle();
  stopSmsCountdown();
  setDialogs({ alert: async () => undefined });
});
afterEach(() => {
  stopSmsCountdown();
  setDialogs(null);
  vi.useRealTimers();
});

describe('smsCountdownSeconds', () => {
  it('R4.33 R9.06 counts 1 minute for a code Firebase sent, whatever expiry is named', () => {
    expect(FIREBASE_SMS_SECONDS).toBe(60);
    expect(smsCountdownSeconds({ via: 'firebase' })).toBe(60);
    expect(smsCountdownSeconds({ via: 'firebase', expiredMinutes: 5 })).toBe(60);
  });

  it('R4.32 R4.34 counts expiredMinutes x 60 s for the platform, 60 s when it names none', () => {
    expect(smsCountdownSeconds({ expiredMinutes: 3 })).toBe(180);
    expect(smsCountdownSeconds({ expiredMinutes: 0 })).toBe(60);
    expect(smsCountdownSeconds({})).toBe(60);
  });
});

describe('sendSmsCode through Firebase', () => {
  it('R4.33 R9.06 holds the Send button for 1 minute after Firebase sent the code', async () => {
    const sent = await sendSmsCode(' 09171234567 ', async () => ({ via: 'firebase', message: 'sent' }));
    expect(sent).toEqual({ status: 'sent', seconds: 60, message: 'sent' });
    expect($smsCountdown.get()).toBe(60);
    vi.advanceTimersByTime(59_000);
    expect($smsCountdown.get()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect($smsCountdown.get()).toBe(0);
  });
});
