import {
  ErrorCode,
  permission as permissionEndpoint,
  registerSettings,
  systemStatus,
  validationRules,
} from '@lobbykit/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $startup } from '../stores/startup';
import { type Harness, permissionValue, setUpRuntime } from '../testing/fake-platform';
import { forgetRegistration, loadRegistration } from './register';
import { prefetchRegistration } from './registration-reads';
import { startup, startupAfter } from './startup';

const rules = {
  username: {
    enabled: true,
    required: true,
    minLength: 6,
    maxLength: 16,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 'pattern_letter_first',
  },
};
const settings = {
  fields: { email: { enabled: true, required: false } },
  countryDialingCode: '+63',
  mobileDigits: 11,
  mobilePrefix: '09',
  minimumAge: 18,
};

let harness: Harness;
const asked = () => [
  harness.platform.calls(validationRules).length,
  harness.platform.calls(registerSettings).length,
];
/** Lets every pending promise and the fake's answers run. */
const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  harness = setUpRuntime();
  forgetRegistration();
  harness.platform.on(validationRules, rules);
  harness.platform.on(registerSettings, settings);
});
afterEach(() => forgetRegistration());

describe('the register form’s reads, started as its chunk loads (issue 15 item 5)', () => {
  it('issue 15 item 5 R7.13 the reads the runtime started are the ones the form takes: each is sent once', async () => {
    $startup.set({
      phase: 'ready',
      status: 0,
      title: '',
      info: '',
      location: { ip: '', countryCode: 'PH' },
      permission: permissionValue(),
    });
    prefetchRegistration();
    await settle();
    expect(asked()).toEqual([1, 1]);
    const setup = await loadRegistration();
    expect(setup.fields.map((field) => field.name)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
    ]);
    prefetchRegistration();
    await loadRegistration();
    expect(asked()).toEqual([1, 1]);
  });

  it('issue 15 item 5 R7.13 started before startup answered, they wait for it, then go out once', async () => {
    let grant: () => void = () => {};
    harness.platform.on(
      permissionEndpoint,
      () => new Promise((done) => (grant = () => done(permissionValue()))),
    );
    const started = startup();
    prefetchRegistration();
    await settle();
    expect(asked()).toEqual([0, 0]);
    grant();
    await started;
    await loadRegistration();
    expect(asked()).toEqual([1, 1]);
  });

  it('issue 15 item 5 R8.18 on a page the platform refused, the reads started at mount ask nothing and the form hears invalid_domain', async () => {
    harness.platform.fail(systemStatus, ErrorCode.invalidDomain);
    harness.platform.fail(permissionEndpoint, ErrorCode.invalidDomain);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = startup();
    prefetchRegistration();
    await started;
    await expect(loadRegistration()).rejects.toMatchObject({ errorCode: 'invalid_domain' });
    expect(asked()).toEqual([0, 0]);
    error.mockRestore();
  });

  it('issue 15 item 5 R7.13 a failed read is asked again by the form’s retry, not remembered', async () => {
    $startup.set({
      phase: 'ready',
      status: 0,
      title: '',
      info: '',
      location: { ip: '', countryCode: 'PH' },
      permission: permissionValue(),
    });
    harness.platform.fail(registerSettings, ErrorCode.maintenance);
    prefetchRegistration();
    await expect(loadRegistration()).rejects.toMatchObject({ errorCode: 'maintenance' });
    harness.platform.on(registerSettings, settings);
    await expect(loadRegistration()).resolves.toMatchObject({ settings: { minimumAge: 18 } });
    expect(harness.platform.calls(registerSettings)).toHaveLength(2);
  });
});

describe('a register form mounted before the loader has started startup (issue 15 item 5)', () => {
  it('R8.18 issue 15 item 5 the reads wait for the startup the loader has scheduled after the first paint, and on a refused page ask nothing', async () => {
    harness.platform.fail(systemStatus, ErrorCode.invalidDomain);
    harness.platform.fail(permissionEndpoint, ErrorCode.invalidDomain);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let painted: () => void = () => {};
    const started = startupAfter(new Promise<void>((done) => (painted = done)));
    prefetchRegistration();
    await settle();
    expect(harness.platform.calls(permissionEndpoint)).toHaveLength(0);
    painted();
    await started;
    await expect(loadRegistration()).rejects.toMatchObject({ errorCode: 'invalid_domain' });
    expect(asked()).toEqual([0, 0]);
    error.mockRestore();
  });
});
