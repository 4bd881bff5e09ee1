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
import { count, isNotNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { captchas, loginFailures, merchants, sessions } from '../db/schema/index';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';
import { type CallOptions, TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', 'Demo1234');
});

/** Everything a request of this issue could change. */
async function state() {
  const db = t.database.db;
  const [[liveSessions], [revoked], [failures], [issued], statuses] = await Promise.all([
    db.select({ n: count() }).from(sessions),
    db.select({ n: count() }).from(sessions).where(isNotNull(sessions.revokedAt)),
    db.select({ n: count() }).from(loginFailures),
    db.select({ n: count() }).from(captchas),
    db
      .select({ code: merchants.code, status: merchants.systemStatus, title: merchants.maintenanceTitle })
      .from(merchants),
  ]);
  return {
    sessions: liveSessions?.n,
    revoked: revoked?.n,
    failures: failures?.n,
    captchas: issued?.n,
    statuses,
  };
}

async function expectRefused(
  method: string,
  path: string,
  options: CallOptions,
  field: string,
  status = 400,
) {
  const before = await state();
  const response = await t.request(method, path, options);
  expect({ path, status: response.status, field: response.body.field }).toEqual({ path, status, field });
  expect(response.body).toMatchObject({ success: false, errorCode: ErrorCode.validation });
  expect(typeof response.body.message).toBe('string');
  expect(await state()).toEqual(before);
  expect(t.log.errors).toEqual([]);
}

const json = (rawBody: string, type = 'application/json'): CallOptions => ({
  rawBody,
  headers: { 'Content-Type': type },
});
const big = (size: number) => JSON.stringify({ value: 'x'.repeat(size) });

describe('bad input answers 400 with the field and changes nothing', () => {
  it('R7.15 R7.16 R7.17 R7.12 R7.13 every GET endpoint refuses an unknown query field', async () => {
    for (const endpoint of [
      sessionKey,
      systemStatus,
      permission,
      whitelabel,
      domainRoute,
      validationRules,
      registerSettings,
      captcha,
    ]) {
      await expectRefused('GET', endpoint.path, { query: { debug: '1' } }, 'debug');
    }
    await expectRefused('GET', memberInfo.path, { token, query: { id: '2' } }, 'id');
  });

  it('refuses an unknown or oversized Merchant header', async () => {
    await expectRefused('GET', systemStatus.path, { merchant: 'xx' }, 'Merchant');
    await expectRefused('GET', permission.path, { merchant: 'p'.repeat(300) }, 'Merchant');
  });

  it('R7.01 login: malformed JSON, wrong content type, oversized body and a malformed envelope', async () => {
    await expectRefused('POST', login.path, json('{"value": '), 'body');
    await expectRefused(
      'POST',
      login.path,
      json('value=abc', 'application/x-www-form-urlencoded'),
      'Content-Type',
    );
    await expectRefused('POST', login.path, json('{"value":"abc"}', 'text/plain'), 'Content-Type');
    await expectRefused('POST', login.path, json(big(70_000)), 'body');
    await expectRefused('POST', login.path, json('[]'), 'value');
    await expectRefused('POST', login.path, { body: {} }, 'value');
    await expectRefused('POST', login.path, { body: { value: 42 } }, 'value');
    await expectRefused('POST', login.path, { body: { value: 'not.a.jwe' } }, 'value');
    const valid = await encryptedBody(t.platform, { username: 'demo01', password: 'Demo1234' });
    await expectRefused('POST', login.path, { body: { ...valid, extra: 1 } }, 'extra');
  });

  it('R5.01 R5.02 R5.07 login: missing, mistyped, blank, oversized and extra fields inside the encrypted body', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'username'],
      [{ username: 'demo01' }, 'password'],
      [{ password: 'Demo1234' }, 'username'],
      [{ username: 42, password: 'Demo1234' }, 'username'],
      [{ username: 'demo01', password: true }, 'password'],
      [{ username: '   ', password: 'Demo1234' }, 'username'],
      [{ username: 'u'.repeat(300), password: 'Demo1234' }, 'username'],
      [{ username: 'demo01', password: 'p'.repeat(129) }, 'password'],
      [{ username: 'demo01', password: 'Demo1234', captcha: 'c'.repeat(100) }, 'captcha'],
      [{ username: 'demo01', password: 'Demo1234', type: 'facebook' }, 'type'],
      [{ username: 'demo01', password: 'Demo1234', isAdmin: true }, 'isAdmin'],
    ];
    for (const [payload, field] of cases) {
      await expectRefused('POST', login.path, { body: await encryptedBody(t.platform, payload) }, field);
    }
    const { value } = await encryptedBody(t.platform, 'plain words');
    await expectRefused('POST', login.path, { body: { value } }, 'body');
  });

  it('R7.03 logout: malformed JSON and extra fields leave the session live', async () => {
    await expectRefused('DELETE', logout.path, { token, ...json('{oops') }, 'body');
    await expectRefused('DELETE', logout.path, { token, body: { everywhere: true } }, 'everywhere');
    expect((await t.request('GET', memberInfo.path, { token })).status).toBe(200);
  });

  it('answers 401 for an unknown, missing or oversized token and changes nothing', async () => {
    const before = await state();
    for (const options of [{}, { token: 'unknown-token' }, { token: 't'.repeat(5000) }]) {
      const out = await t.request('DELETE', logout.path, options);
      const info = await t.request('GET', memberInfo.path, options);
      expect([out.status, info.status]).toEqual([401, 401]);
      expect(out.body).toMatchObject({ success: false, errorCode: ErrorCode.notLoggedIn });
    }
    expect(await state()).toEqual(before);
  });

  it('admin set-system-status: every malformed body is refused and the status stays', async () => {
    const admin = (options: CallOptions): CallOptions => ({
      ...options,
      headers: { 'X-Admin-Key': TEST_ADMIN_KEY, ...options.headers },
    });
    const path = adminSetSystemStatus.path;
    await expectRefused('PUT', path, admin(json('{"merchantCode":')), 'body');
    await expectRefused('PUT', path, admin(json(big(70_000))), 'body');
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'merchantCode'],
      [{ merchantCode: 'ph' }, 'status'],
      [{ merchantCode: 'ph', status: '1' }, 'status'],
      [{ merchantCode: 'ph', status: 3 }, 'status'],
      [{ merchantCode: 7, status: 1 }, 'merchantCode'],
      [{ merchantCode: 'p'.repeat(17), status: 1 }, 'merchantCode'],
      [{ merchantCode: 'ph', status: 1, title: 't'.repeat(201) }, 'title'],
      [{ merchantCode: 'ph', status: 1, info: 'i'.repeat(2001) }, 'info'],
      [{ merchantCode: 'ph', status: 1, sql: 'drop table merchants' }, 'sql'],
    ];
    for (const [body, field] of cases) await expectRefused('PUT', path, admin({ body }), field);
  });

  it('never answers 500 to hostile bytes', async () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x00, 0x7b]);
    const response = await t.platform.fetch(
      new Request('http://platform.test/wps/session/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: bytes,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: ErrorCode.validation, field: 'body' });
    const unknownPath = await t.request('GET', '/wps/nothing-here');
    expect(unknownPath).toMatchObject({
      status: 404,
      body: { success: false, errorCode: ErrorCode.notFound },
    });
    expect(t.log.errors).toEqual([]);
  });
});
