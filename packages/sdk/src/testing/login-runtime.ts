import { afterEach, beforeEach, vi } from 'vitest';
import { setDialogs } from '../actions/dialogs';
import type { MobileRule, SmsLoginForm } from '../actions/phone-login';
import { resetSmsThrottle, stopSmsCountdown } from '../actions/sms-code';
import { $modal } from '../stores/modal';
import { $startup } from '../stores/startup';
import { type Harness, setUpRuntime } from './fake-platform';

/** What a login test reads: this test's runtime and the alerts it showed. */
export interface LoginRuntime {
  harness: Harness;
  alerts: string[];
}

/**
 * The set-up of the login tests (SMS, Firebase, the login proof), called once at a file's top:
 * before each test a fresh runtime over the fake platform, still starting, no modal, the SMS
 * countdown and throttle cleared, the dialogs' alerts collected, a window and location stubbed and
 * the interval timers and Date faked; after each test all of it undone. The answer is filled anew
 * before each test (`t.harness.platform.on(...)`).
 */
export function loginRuntimeForFile(): LoginRuntime {
  const runtime = {} as LoginRuntime;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    runtime.harness = setUpRuntime();
    $startup.set({ phase: 'loading' });
    $modal.set(null);
    resetSmsThrottle();
    stopSmsCountdown();
    runtime.alerts = [];
    setDialogs({ alert: async (message) => void runtime.alerts.push(message) });
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('location', { assign: vi.fn() });
  });
  afterEach(() => {
    stopSmsCountdown();
    setDialogs(null);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return runtime;
}

/** A Philippine mobile rule: 11 digits starting 09 (R5.04). */
export const mobileRule: MobileRule = {
  settings: {
    fields: { mobileNum: { enabled: true, required: true } },
    countryDialingCode: '63',
    mobileDigits: 11,
    mobilePrefix: '09',
    minimumAge: 18,
  },
  rules: {
    mobileNum: {
      enabled: true,
      required: true,
      minLength: 11,
      maxLength: 11,
      acceptedPattern: '^09\\d{9}$',
      patternId: 'pattern_mobile',
    },
  },
};

/** A phone login's form that fits `mobileRule`, its terms ticked. */
export const phoneForm: SmsLoginForm = {
  mobileNum: '09171234567',
  countryDialingCode: '63',
  verificationCode: '123456',
  terms: true,
};
