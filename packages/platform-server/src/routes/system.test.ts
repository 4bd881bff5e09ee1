import {
  captcha,
  domainRoute,
  ErrorCode,
  login,
  logout,
  memberInfo,
  permission,
  registerSettings,
  sessionKey,
  systemStatus,
  validationRules,
  whitelabel,
} from '@lobbykit/api-client';
import { adminSetSystemStatus } from '@lobbykit/api-client/contract';
import { philippinesRegion } from '@lobbykit/api-client/testing';
import { describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient } from '../testing/test-client';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const admin = (status: 0 | 1 | 2, merchantCode = 'ph', extra: Record<string, string> = {}) =>
  t.request('PUT', adminSetSystemStatus.path, {
    headers: { 'X-Admin-Key': TEST_ADMIN_KEY },
    body: { merchantCode, status, ...extra },
  });

describe('startup reads', () => {
  it('R7.15 R2.34 answers system status 0 with the location', async () => {
    const value = await t.value(systemStatus, { ip: '127.0.0.1' });
    expect(value).toMatchObject({ status: 0, location: { ip: '127.0.0.1', countryCode: 'PH' } });
  });

  it('R7.20 R3.23 R3.26 R3.31 answers the permission of the default (Philippines) merchant', async () => {
    const value = await t.value(permission, { ip: '10.1.2.3', merchant: '' });
    expect(value.location).toEqual({ ip: '10.1.2.3', countryCode: 'PH' });
    expect(value).toMatchObject({ maintenance: false, regionRestricted: false });
    expect(value.merchant).toEqual({
      ...philippinesRegion,
      defaultLanguage: 'EN',
      // Manila, UTC+8: the client counts record days in it, as the server does.
      utcOffsetMinutes: 480,
    });
    expect(value.info.customerService.map((entry) => entry.csType)).toEqual([
      'LIVECHAT',
      'TELEGRAM',
      'EMAIL',
    ]);
    expect(value.info.domainRoute).toContainEqual({ origin: 'http://localhost:*', kind: 'main' });
    expect(value.info.register.username).toMatchObject({ enabled: true, required: true });
    expect(value.info.mainDomain).toBe('localhost');
    expect(value.info.analytics).toEqual({ gtagId: '' });
    expect(value.info.imageCDNs).toEqual(['http://platform.test/cdn/images']);
    expect(value.info.launchGameCDNs).toEqual(['http://platform.test/cdn/games']);
  });

  it('R3.24 groups resources by resourceType with url and labelNameEn', async () => {
    const { info } = await t.value(permission);
    expect(info.resources.APP_DOWNLOAD?.map((entry) => entry.labelNameEn)).toEqual([
      'IOS',
      'MOBILECONFIG',
      'Android',
    ]);
    expect(info.resources.SERVICE_LINK?.map((entry) => entry.labelNameEn)).toEqual([
      'LIVECHAT',
      'TELEGRAM',
      'FACEBOOK',
      'WHATSAPP',
      'VIBER',
    ]);
    expect(info.resources.SOCIAL?.[0]).toEqual({
      url: 'https://facebook.com/lobbykit.ph',
      labelNameEn: 'FACEBOOK',
    });
  });

  it('R3.25 R3.34 R7.16 answers the whitelabel tree with the module flags', async () => {
    const tree = await t.value(whitelabel);
    expect(tree.map((node) => node.modId)).toEqual(
      expect.arrayContaining([
        'MOBILENUMREG3',
        'REGMOBVERF3',
        'MOBILENUMPASSREG3',
        'FREEPLAY3',
        'PWDEXPFORCECHANGE3',
        'MOBILEVERCODELOGIN3',
      ]),
    );
    const menu = tree.find((node) => node.modId === 'MENU');
    expect(menu?.childrenNodes.find((node) => node.modId === 'REFERRAL')).toEqual({
      modId: 'REFERRAL',
      enabled: true,
      childrenNodes: [],
    });
    expect((await t.value(permission)).info.whitelabel).toEqual(tree);
  });

  it('R3.32 answers the Bangladesh merchant for Merchant: bd', async () => {
    const value = await t.value(permission, { merchant: 'bd' });
    expect(value.merchant).toMatchObject({
      merchantCode: 'bd',
      currency: 'BDT',
      currencySymbol: '৳',
      langList: ['EN', 'BN'],
    });
    expect(value.location.countryCode).toBe('BD');
    expect((await t.value(registerSettings, { merchant: 'bd' })).mobilePrefix).toBe('01');
  });

  it('R7.17 answers the domain routes', async () => {
    expect(await t.value(domainRoute)).toEqual([
      { origin: 'http://localhost:*', kind: 'main' },
      { origin: 'http://127.0.0.1:*', kind: 'main' },
    ]);
  });

  it('R3.33 answers validation rules per field', async () => {
    const rules = await t.value(validationRules);
    expect(rules.mobileNum).toEqual({
      enabled: true,
      required: true,
      minLength: 11,
      maxLength: 11,
      acceptedPattern: '^09\\d{9}$',
      patternId: 'pattern_mobile',
    });
    expect(new RegExp(rules.username!.acceptedPattern).test('demo01')).toBe(true);
    expect(new RegExp(rules.password!.acceptedPattern).test('Demo1234')).toBe(true);
  });

  it('R7.13 answers the register settings', async () => {
    const value = await t.value(registerSettings);
    expect(value).toMatchObject({
      countryDialingCode: '63',
      mobileDigits: 11,
      mobilePrefix: '09',
      minimumAge: 18,
    });
    expect(value.fields.mobileNum).toEqual({ enabled: true, required: true });
    expect(value.fields.qqNum).toEqual({ enabled: false, required: false });
  });

  it('answers 400 with field Merchant for an unknown merchant', async () => {
    const response = await t.request('GET', systemStatus.path, { merchant: 'zz' });
    expect(response).toMatchObject({
      status: 400,
      body: { errorCode: ErrorCode.validation, field: 'Merchant' },
    });
  });
});

describe('system status through the admin API', () => {
  it('R2.35 status 1: status and permission report maintenance; login, logout, member info and captcha answer 503', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const set = await admin(1, 'ph', { title: 'Upgrading', info: 'Back at 10:00' });
    expect(set).toMatchObject({
      status: 200,
      body: { success: true, value: { merchantCode: 'ph', status: 1 } },
    });

    expect(await t.value(systemStatus)).toMatchObject({
      status: 1,
      title: 'Upgrading',
      info: 'Back at 10:00',
    });
    expect(await t.value(permission)).toMatchObject({ maintenance: true, regionRestricted: false });
    expect((await t.value(sessionKey)).alg).toBe('RSA-OAEP-256');
    expect(await t.value(whitelabel)).not.toHaveLength(0);
    expect(await t.value(domainRoute)).not.toHaveLength(0);
    for (const [method, path] of [
      ['GET', memberInfo.path],
      ['GET', captcha.path],
      ['GET', validationRules.path],
      ['GET', registerSettings.path],
      ['POST', login.path],
      ['DELETE', logout.path],
    ] as const) {
      const response = await t.request(method, path, {
        token,
        body: method === 'POST' ? { value: 'x' } : undefined,
      });
      expect([path, response.status, response.body.errorCode]).toEqual([path, 503, ErrorCode.maintenance]);
    }
    // The other merchant is untouched.
    expect((await t.value(systemStatus, { merchant: 'bd' })).status).toBe(0);
  });

  it('R2.36 status 2: permission reports the region restriction; other endpoints answer 403 region_blocked', async () => {
    await admin(2);
    expect(await t.value(permission, { ip: '8.8.8.8' })).toMatchObject({
      regionRestricted: true,
      maintenance: false,
      location: { ip: '8.8.8.8' },
    });
    const client = createTestClient(t.platform);
    const error = await client
      .call(login, { username: 'demo01', password: 'Demo1234' })
      .catch((caught) => caught);
    expect(error).toMatchObject({ errorCode: ErrorCode.regionBlocked, status: 403 });
  });

  it('R2.34 status 0 again restores normal service', async () => {
    await admin(1);
    await admin(0);
    expect((await t.value(systemStatus)).status).toBe(0);
    expect((await t.request('GET', captcha.path)).status).toBe(200);
  });

  it('refuses the admin API without the admin key or with a wrong one (403), and changes nothing', async () => {
    const body = { merchantCode: 'ph', status: 1 };
    const missing = await t.request('PUT', adminSetSystemStatus.path, { body });
    const wrong = await t.request('PUT', adminSetSystemStatus.path, {
      body,
      headers: { 'X-Admin-Key': 'guess' },
    });
    expect([missing.status, wrong.status]).toEqual([403, 403]);
    expect(missing.body).toMatchObject({ success: false, errorCode: ErrorCode.forbidden });
    expect((await t.value(systemStatus)).status).toBe(0);
  });

  it('sets the status through the api-client with its admin key', async () => {
    const client = createTestClient(t.platform, {}, { adminKey: TEST_ADMIN_KEY });
    expect(await client.call(adminSetSystemStatus, { merchantCode: 'bd', status: 1 })).toEqual({
      merchantCode: 'bd',
      status: 1,
    });
    expect((await t.value(systemStatus, { merchant: 'bd' })).status).toBe(1);
  });

  it('answers 404 with field merchantCode for an unknown merchant', async () => {
    const response = await admin(1, 'zz');
    expect(response).toMatchObject({
      status: 404,
      body: { errorCode: ErrorCode.notFound, field: 'merchantCode' },
    });
  });
});
