import { captcha } from '@lobbykit/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { requestCaptcha } from './captcha';

let harness: Harness;
beforeEach(() => {
  harness = setUpRuntime();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('requestCaptcha', () => {
  it('R4.36 R9.08 refreshes the captcha at most once per second', async () => {
    expect(await requestCaptcha()).toEqual({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zz4=' });
    vi.setSystemTime(new Date('2026-03-01T10:00:00.999Z'));
    expect(await requestCaptcha()).toBeNull();
    expect(harness.platform.calls(captcha)).toHaveLength(1);
    vi.setSystemTime(new Date('2026-03-01T10:00:01Z'));
    expect(await requestCaptcha()).not.toBeNull();
    expect(harness.platform.calls(captcha)).toHaveLength(2);
  });
});
