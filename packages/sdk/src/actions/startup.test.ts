import { ErrorCode, memberInfo, permission as permissionEndpoint, systemStatus } from '@lobbykit/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../stores/config';
import { $session } from '../stores/session';
import { $startup, pageRefusal } from '../stores/startup';
import { type Harness, permissionValue, setUpRuntime, statusValue } from '../testing/fake-platform';
import { startup } from './startup';

let harness: Harness;
beforeEach(() => {
  harness = setUpRuntime();
});

describe('startup', () => {
  it('R2.34 reports status 0 with the permission, and stores the merchant currency (R9.28)', async () => {
    const state = await startup();
    expect(state).toMatchObject({ phase: 'ready', status: 0, permission: permissionValue() });
    expect($startup.get()).toBe(state);
    expect(harness.local.getItem('merchant_currency')).toBe('TLB');
    expect($config.get().currency).toBe('TLB');
  });

  it('asks for status and permission in parallel', async () => {
    let release: () => void = () => {};
    const permissionAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    harness.platform.on(permissionEndpoint, () => {
      release();
      return permissionValue();
    });
    // The status answer waits until permission was asked: a sequential startup would never finish.
    harness.platform.on(systemStatus, async () => {
      await permissionAsked;
      return statusValue(0);
    });
    expect((await startup()).phase).toBe('ready');
  });

  it('R2.35 reports status 1 with the maintenance title and info even when permission is refused', async () => {
    harness.platform.on(systemStatus, statusValue(1));
    harness.platform.fail(permissionEndpoint, ErrorCode.maintenance);
    expect(await startup()).toMatchObject({
      phase: 'ready',
      status: 1,
      title: 'Scheduled upgrade',
      info: 'Back at 14:00',
      permission: null,
    });
  });

  it('R2.35 treats a 503 on the status call itself as maintenance', async () => {
    harness.platform.fail(systemStatus, ErrorCode.maintenance);
    harness.platform.fail(permissionEndpoint, ErrorCode.maintenance);
    expect(await startup()).toMatchObject({ phase: 'ready', status: 1 });
  });

  it('R2.36 reports status 2 with the visitor IP', async () => {
    harness.platform.on(systemStatus, statusValue(2));
    harness.platform.fail(permissionEndpoint, ErrorCode.regionBlocked);
    expect(await startup()).toMatchObject({ phase: 'ready', status: 2, location: { ip: '203.0.113.9' } });
  });

  it('R8.16 reports an unreachable server as an error with its message', async () => {
    const down = () => {
      throw new TypeError('fetch failed');
    };
    harness.platform.on(systemStatus, down);
    harness.platform.on(permissionEndpoint, down);
    expect(await startup()).toEqual({
      phase: 'error',
      errorCode: 'network_error',
      message: 'Network link is abnormal, please try again',
    });
  });

  it("R8.18 a page on an origin that is not one of the merchant's domain routes says 'Invalid URL, please contact customer service'", async () => {
    // What the platform server's CORS check answers such a page (platform-server http/cors.test.ts).
    harness.platform.fail(systemStatus, ErrorCode.invalidDomain);
    harness.platform.fail(permissionEndpoint, ErrorCode.invalidDomain);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await startup()).toEqual({
      phase: 'error',
      errorCode: 'invalid_domain',
      message: 'Invalid URL, please contact customer service',
    });
    expect(pageRefusal($startup.get())).toBe('invalid_domain');
    // The partner reading the console learns what to register, and for which merchant.
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toMatch(/is not a registered domain of merchant "ph"/);
    error.mockRestore();
  });

  it('R8.16 a network failure at startup is no refusal of the page: widgets stay usable and retry', async () => {
    harness.platform.on(systemStatus, () => {
      throw new TypeError('fetch failed');
    });
    await startup();
    expect(pageRefusal($startup.get())).toBeUndefined();
  });

  it('restores a session from the stored token by loading member info', async () => {
    harness = setUpRuntime({}, { token: 'tok-9' });
    await startup();
    expect(harness.platform.calls(memberInfo)[0]?.headers.get('Authorization')).toBe('tok-9');
    expect($session.get()).toMatchObject({ token: 'tok-9', isLogin: true, account: 'demo01' });
  });

  it('forgets a stored token the server answers with 401', async () => {
    harness = setUpRuntime({}, { token: 'stale', account: 'demo01', isAgent: 'true' });
    harness.platform.fail(memberInfo, ErrorCode.notLoggedIn);
    await startup();
    expect(harness.session.getItem('token')).toBeNull();
    expect(harness.session.getItem('account')).toBeNull();
    expect($session.get()).toMatchObject({ token: null, isLogin: false, isAgent: false });
  });

  it('keeps the token for a later try when member info fails for another reason', async () => {
    harness = setUpRuntime({}, { token: 'tok-9' });
    harness.platform.on(memberInfo, () => {
      throw new TypeError('fetch failed');
    });
    await startup();
    expect(harness.session.getItem('token')).toBe('tok-9');
    expect($session.get().isLogin).toBe(false);
  });

  it('asks for no member info without a stored token', async () => {
    await startup();
    expect(harness.platform.calls(memberInfo)).toHaveLength(0);
  });
});
