import {
  ErrorCode,
  memberInfo,
  permission as permissionEndpoint,
  registerSettings,
  systemStatus,
  validationRules,
} from '@lobbykit/api-client';
import { affiliateCheck, register as registerEndpoint, registerMobile } from '@lobbykit/api-client/accounts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../client/configure';
import { $modal } from '../stores/modal';
import { $session } from '../stores/session';
import { $startup } from '../stores/startup';
import { type Harness, loginAnswer, permissionValue, setUpRuntime } from '../testing/fake-platform';
import { failureOf } from './failure';
import { openModal } from './modal';
import { loadRegistration, pageAffiliateCode, pageReferralCode, register } from './register';
import { startup } from './startup';

const rule = (patternId: string, minLength: number, maxLength: number, acceptedPattern: string) => ({
  enabled: true,
  required: true,
  minLength,
  maxLength,
  acceptedPattern,
  patternId,
});
const rules = {
  username: rule('pattern_letter_first', 6, 16, '^[A-Za-z][A-Za-z0-9]*$'),
  password: rule('pattern_letter_number', 8, 20, '^(?=.*[A-Za-z])(?=.*\\d)[\\x21-\\x7E]+$'),
  mobileNum: rule('pattern_mobile', 11, 11, '^09\\d{9}$'),
  affiliateCode: { ...rule('pattern_letters_or_numbers', 4, 16, '^[A-Za-z0-9]+$'), required: false },
  verificationCode: rule('pattern_numbers_only', 6, 6, '^\\d+$'),
};
const settings = (fields: Record<string, { enabled: boolean; required: boolean }> = {}) => ({
  fields: {
    affiliateCode: { enabled: true, required: false },
    mobileNum: { enabled: false, required: false },
    ...fields,
  },
  countryDialingCode: '+63',
  mobileDigits: 11,
  mobilePrefix: '09',
  minimumAge: 18,
});
const form = { username: 'newbie01', password: 'Secret123', confirmPassword: 'Secret123', terms: true };

let harness: Harness;
let events: string[];
let navigations: string[];

function ready(flags: Record<string, boolean> = {}) {
  $startup.set({
    phase: 'ready',
    status: 0,
    title: '',
    info: '',
    location: { ip: '', countryCode: 'PH' },
    permission: permissionValue(flags),
  });
}

beforeEach(() => {
  // Each test is its own merchant, so the per-merchant setup is loaded afresh.
  harness = setUpRuntime({ merchantCode: `m${Math.random()}` });
  ready();
  $modal.set(null);
  events = [];
  navigations = [];
  const win = new EventTarget();
  for (const type of ['register', 'login', 'navigate']) {
    win.addEventListener(`lobbykit:${type}`, (event) => {
      events.push(type);
      if (type === 'navigate') navigations.push((event as CustomEvent<{ path: string }>).detail.path);
    });
  }
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', {
    assign: vi.fn(),
    href: 'https://ph.example.com/register?x=1',
    hostname: 'ph.example.com',
    search: '',
  });
  harness.platform.on(validationRules, rules);
  harness.platform.on(registerSettings, settings());
  harness.platform.on(registerEndpoint, loginAnswer({ account: 'newbie01' }));
  harness.platform.on(registerMobile, loginAnswer({ account: 'newbie01' }));
  harness.platform.on(affiliateCheck, (_input, request) => ({
    valid: request.query.get('code') === 'AGENT01',
  }));
});
afterEach(() => vi.unstubAllGlobals());

const registerCalls = () => harness.platform.calls(registerEndpoint);

describe('register', () => {
  it('R4.28 R5.20 stops without a request when the terms are not ticked', async () => {
    expect(await register({ ...form, terms: false })).toEqual({ status: 'terms' });
    expect(harness.platform.requests).toHaveLength(0);
  });

  it('R4.29 R5.26 validates against the merchant rules and sends nothing when a field fails', async () => {
    const result = await register({ ...form, username: '9lives' });
    expect(result).toEqual({
      status: 'invalid',
      errors: { username: { key: 'pattern_letter_first', params: { min: 6, max: 16, length: '6-16' } } },
    });
    expect(registerCalls()).toHaveLength(0);
  });

  it('R5.11 refuses a confirmation that differs from the password', async () => {
    const result = await register({ ...form, confirmPassword: 'Other1234' });
    expect(result).toMatchObject({
      status: 'invalid',
      errors: { confirmPassword: { key: 'inconsistent_twice' } },
    });
  });

  it('R4.30 R8.01 R8.02 checks the affiliate code first; invitation_code_error stops registration', async () => {
    const result = await register({ ...form, affiliateCode: 'NOPE99' });
    expect(result).toMatchObject({
      status: 'invalid',
      errors: { affiliateCode: { key: 'invitation_code_error' } },
    });
    expect(harness.platform.calls(affiliateCheck)[0]?.query.get('code')).toBe('NOPE99');
    expect(registerCalls()).toHaveLength(0);
  });

  it('R4.30 a valid affiliate code from the page URL (?code=) is checked, then sent', async () => {
    vi.stubGlobal('location', { ...location, search: '?code=AGENT01' });
    expect(await register(form)).toMatchObject({ status: 'ok' });
    const order = harness.platform.requests.map((request) => request.path);
    expect(order.indexOf('/wps/agent/affiliate')).toBeLessThan(order.indexOf('/wps/member/register'));
    expect(registerCalls()[0]?.body).toMatchObject({ affiliateCode: 'AGENT01' });
  });

  it("issue 16 (3): the loader config's affiliate code goes with every registration on the page", async () => {
    configure({ apiBase: 'http://api.test', fetch: harness.platform.fetch, affiliateCode: 'AGENT01' });
    expect(pageAffiliateCode()).toBe('AGENT01');
    expect(await register(form)).toMatchObject({ status: 'ok' });
    expect(registerCalls()[0]?.body).toMatchObject({ affiliateCode: 'AGENT01' });
  });

  it("issue 16 (3): a campaign link's ?code= wins over the loader config's code", () => {
    configure({ apiBase: 'http://api.test', fetch: harness.platform.fetch, affiliateCode: 'AGENT01' });
    vi.stubGlobal('location', { ...location, search: '?code=CAMP22' });
    expect(pageAffiliateCode()).toBe('CAMP22');
  });

  it("R3.03 a referral link's ?referralCode= is sent with the registration as referralCode", async () => {
    vi.stubGlobal('location', { ...location, search: '?referralCode=DEMO01REF' });
    expect(pageReferralCode()).toBe('DEMO01REF');
    expect(await register(form)).toMatchObject({ status: 'ok' });
    expect(registerCalls()[0]?.body).toMatchObject({ referralCode: 'DEMO01REF' });
  });

  it('R3.03 without a referral link no referralCode is sent', async () => {
    expect(pageReferralCode()).toBeNull();
    expect(await register(form)).toMatchObject({ status: 'ok' });
    expect(registerCalls()[0]?.body).not.toHaveProperty('referralCode');
  });

  it('R3.03 an unknown referral code comes back as an error on referralCode, without reloading the settings', async () => {
    vi.stubGlobal('location', { ...location, search: '?referralCode=NOSUCH' });
    harness.platform.fail(registerEndpoint, ErrorCode.validation, {
      field: 'referralCode',
      messageKey: 'referral_code_invalid',
    });
    await loadRegistration();
    const settingsReads = harness.platform.calls(registerSettings).length;
    expect(await register(form)).toEqual({
      status: 'invalid',
      errors: { referralCode: { key: 'referral_code_invalid', params: { min: 0, max: 0, length: '' } } },
    });
    expect(harness.platform.calls(registerSettings)).toHaveLength(settingsReads);
  });

  it('R4.30 ?affiliateCode= wins over ?code=', async () => {
    vi.stubGlobal('location', { ...location, search: '?code=OTHER1&affiliateCode=AGENT01' });
    await register(form);
    expect(registerCalls()[0]?.body).toMatchObject({ affiliateCode: 'AGENT01' });
  });

  it('R3.04 sends registerUrl, registerMethod WEB, domain and the login flag, encrypted', async () => {
    await register(form);
    expect(registerCalls()[0]?.body).toEqual({
      username: 'newbie01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      registerUrl: 'https://ph.example.com/register?x=1',
      registerMethod: 'WEB',
      domain: 'ph.example.com',
      login: true,
    });
  });

  it('R4.31 logs in at once, closes the modal, goes to / and emits lobbykit:register', async () => {
    openModal('register');
    const result = await register(form);
    expect(result).toEqual({ status: 'ok', account: 'demo01' });
    expect(harness.session.getItem('token')).toBe('tok-123');
    expect($session.get()).toMatchObject({ isLogin: true, afterLogin: true });
    expect($modal.get()).toBeNull();
    expect(navigations).toEqual(['/']);
    expect(events).toEqual(expect.arrayContaining(['register', 'login', 'navigate']));
    expect(harness.platform.calls(memberInfo)).toHaveLength(1);
  });

  it('issue 16 (2): with no host router (a partner page) the page stays where it is, signed in', async () => {
    const result = await register(form);
    expect(result.status).toBe('ok');
    expect(navigations).toEqual(['/']);
    expect(location.assign).not.toHaveBeenCalled();
    expect($session.get().isLogin).toBe(true);
  });

  it('R5.12 mobile mode (MOBILENUMREG3) asks for the number and registers with the dialing code', async () => {
    ready({ MOBILENUMREG3: true });
    expect(await register(form)).toMatchObject({
      status: 'invalid',
      errors: { mobileNum: { key: 'input_empty' } },
    });
    await register({ ...form, mobileNum: '09171234567' });
    expect(registerCalls()[0]?.body).toMatchObject({ mobileNum: '09171234567', countryDialingCode: '+63' });
  });

  it('R7.06 R5.16 SMS verification (REGMOBVERF3) asks for the code and registers through register/mobile', async () => {
    ready({ MOBILENUMREG3: true, REGMOBVERF3: true });
    const missing = await register(form);
    expect(missing).toMatchObject({
      status: 'invalid',
      errors: { mobileNum: { key: 'input_empty' }, verificationCode: { key: 'input_empty' } },
    });
    await register({ ...form, mobileNum: '09171234567', verificationCode: '123456' });
    expect(registerCalls()).toHaveLength(0);
    expect(harness.platform.calls(registerMobile)[0]?.body).toMatchObject({
      mobileNum: '09171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
    });
  });

  it('issue 16 (6): a refusal naming a field the form does not show reads the settings again', async () => {
    expect((await loadRegistration()).fields.map((field) => field.name)).not.toContain('captcha');
    // The operator turns the captcha on while the form is open.
    harness.platform.on(registerSettings, settings({ captcha: { enabled: true, required: true } }));
    harness.platform.fail(registerEndpoint, ErrorCode.validation, {
      field: 'captcha',
      messageKey: 'input_empty',
    });
    const result = await register(form);
    expect(result).toMatchObject({ status: 'invalid', errors: { captcha: { key: 'input_empty' } } });
    const fields = result.status === 'invalid' ? result.setup?.fields.map((field) => field.name) : [];
    expect(fields).toContain('captcha');
    expect(harness.platform.calls(registerSettings)).toHaveLength(2);
  });

  it('issue 16 (6): a refusal about a field the form shows reads nothing again', async () => {
    harness.platform.fail(registerEndpoint, ErrorCode.conflict, { field: 'username' });
    const result = await register(form);
    expect(result).not.toHaveProperty('setup');
    expect(harness.platform.calls(registerSettings)).toHaveLength(1);
  });

  it('a duplicate username reads as a field error', async () => {
    harness.platform.fail(registerEndpoint, ErrorCode.conflict, { field: 'username' });
    expect(await register(form)).toMatchObject({
      status: 'invalid',
      errors: { username: { key: 'username_taken' } },
    });
    expect($session.get().isLogin).toBe(false);
  });

  it('a server refusal of one field carries its message key and the rule bounds', async () => {
    harness.platform.fail(registerEndpoint, ErrorCode.validation, {
      field: 'password',
      messageKey: 'pattern_letter_number',
    });
    expect(await register(form)).toMatchObject({
      status: 'invalid',
      errors: { password: { key: 'pattern_letter_number', params: { length: '8-20' } } },
    });
  });

  it('R4.11 a captcha failure comes back as a message with captcha true', async () => {
    harness.platform.fail(registerEndpoint, ErrorCode.captchaFailed, { captcha: true });
    expect(await register(form)).toMatchObject({
      status: 'failed',
      errorCode: 'captcha_failed',
      captcha: true,
    });
  });

  it('R7.13 loads the rules and settings once per merchant', async () => {
    await loadRegistration();
    await loadRegistration();
    expect(harness.platform.calls(registerSettings)).toHaveLength(1);
  });

  it('R8.18 R7.13 waits for startup, and on a page the platform refused asks no rules or settings', async () => {
    harness.platform.fail(systemStatus, ErrorCode.invalidDomain);
    harness.platform.fail(permissionEndpoint, ErrorCode.invalidDomain);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = startup();
    const loading = loadRegistration();
    await started;
    await expect(loading).rejects.toMatchObject({ errorCode: 'invalid_domain' });
    expect(failureOf(await loading.catch((reason: unknown) => reason)).message).toBe(
      'Invalid URL, please contact customer service',
    );
    expect(harness.platform.calls(registerSettings)).toHaveLength(0);
    expect(harness.platform.calls(validationRules)).toHaveLength(0);
    error.mockRestore();
  });
});
