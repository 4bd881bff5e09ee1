import { ApiError, captcha, ErrorCode, login, logout, memberInfo, sessionKey } from '@lobbykit/api-client';
import { adminClearLoginFailures } from '@lobbykit/api-client/contract';
import { CompactEncrypt, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { retireServerKey } from '../db/server-keys';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient } from '../testing/test-client';
import { captchaAnswers, DEFAULT_TEST_IP, TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

describe('login over HTTP', () => {
  it('R7.01 logs in with an encrypted body through the api-client', async () => {
    const client = createTestClient(t.platform);
    const value = await client.call(login, { username: ' demo01 ', password: 'Demo1234' });
    expect(value).toMatchObject({
      account: 'demo01',
      username: 'demo01',
      nickname: 'Demo Player',
      customerId: 'PH1000002',
      type: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
      expiresIn: 86_400,
    });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('R7.01 refuses a login body that is not encrypted', async () => {
    const response = await t.request('POST', login.path, {
      body: { username: 'demo01', password: 'Demo1234' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, errorCode: ErrorCode.validation, field: 'value' });
  });

  it('answers key_expired for a key this server does not hold', async () => {
    const key = await t.value(sessionKey);
    const publicKey = await importJWK(key.jwk, 'RSA-OAEP-256');
    const jwe = await new CompactEncrypt(
      new TextEncoder().encode('{"username":"demo01","password":"Demo1234"}'),
    )
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'retired-key' })
      .encrypt(publicKey);
    const response = await t.request('POST', login.path, { body: { value: jwe } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, errorCode: ErrorCode.keyExpired });
  });

  it('keeps logging in after a key rotation: the client refetches the key once', async () => {
    const client = createTestClient(t.platform);
    await client.call(login, { username: 'demo01', password: 'Demo1234' });
    const old = await t.value(sessionKey);
    await retireServerKey(t.database.db, old.kid, t.clock.now());
    t.clock.advance(1000);
    const value = await client.call(login, { username: 'demo01', password: 'Demo1234' });
    expect(value.account).toBe('demo01');
    expect((await t.value(sessionKey)).kid).not.toBe(old.kid);
  });

  it('R7.10 loads member info with the token, and 401 without one', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const info = await t.value(memberInfo, { token });
    expect(info).toMatchObject({ account: 'demo01', merchantCode: 'ph', currency: 'TLB', type: 0 });
    const anonymous = await t.request('GET', memberInfo.path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, errorCode: ErrorCode.notLoggedIn });
    const unknown = await t.request('GET', memberInfo.path, { token: 'not-a-token' });
    expect(unknown.status).toBe(401);
  });

  it('refuses a token of one merchant on another', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const response = await t.request('GET', memberInfo.path, { token, merchant: 'bd' });
    expect(response.status).toBe(401);
  });

  it('R7.03 logs out with DELETE, after which the token answers 401', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect(logout.method).toBe('DELETE');
    const out = await t.request('DELETE', logout.path, { token });
    expect(out).toMatchObject({ status: 200, body: { success: true, value: null } });
    const after = await t.request('GET', memberInfo.path, { token });
    expect(after.status).toBe(401);
    const again = await t.request('DELETE', logout.path, { token });
    expect(again.status).toBe(401);
  });

  it('answers 401 once the token has expired (24 hours)', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    t.clock.advance(24 * 60 * 60_000 - 1000);
    expect((await t.request('GET', memberInfo.path, { token })).status).toBe(200);
    t.clock.advance(2000);
    expect((await t.request('GET', memberInfo.path, { token })).status).toBe(401);
  });

  it('R4.11 answers captcha: true on the third wrong password, through the client as an ApiError', async () => {
    const client = createTestClient(t.platform);
    const attempts: ApiError[] = [];
    for (let index = 0; index < 3; index++) {
      attempts.push(
        await client.call(login, { username: 'demo01', password: 'wrong-1' }).catch((error) => error),
      );
    }
    expect(attempts.map((error) => [error.errorCode, error.status, error.captcha])).toEqual([
      [ErrorCode.invalidCredentials, 401, false],
      [ErrorCode.invalidCredentials, 401, false],
      [ErrorCode.invalidCredentials, 401, true],
    ]);
    const blocked = await client
      .call(login, { username: 'demo01', password: 'Demo1234' })
      .catch((error) => error);
    expect(blocked).toBeInstanceOf(ApiError);
    expect(blocked).toMatchObject({ errorCode: ErrorCode.captchaRequired, captcha: true, status: 400 });
  });

  it('R4.11 lets an operator lift the captcha requirement for an account and an IP', async () => {
    const client = createTestClient(t.platform);
    const admin = createTestClient(t.platform, {}, { adminKey: TEST_ADMIN_KEY });
    for (let index = 0; index < 3; index++) {
      await client.call(login, { username: 'demo01', password: 'wrong' }).catch(() => undefined);
    }
    await expect(client.call(login, { username: 'demo01', password: 'Demo1234' })).rejects.toMatchObject({
      errorCode: ErrorCode.captchaRequired,
    });
    const lifted = await admin.call(adminClearLoginFailures, {
      merchantCode: 'ph',
      username: 'DEMO01',
      ip: DEFAULT_TEST_IP,
    });
    expect(lifted).toEqual({ cleared: 6 });
    await expect(client.call(login, { username: 'demo01', password: 'Demo1234' })).resolves.toMatchObject({
      account: 'demo01',
    });
  });

  it('refuses to lift failures without an admin key, or without naming whom', async () => {
    const response = await t.request('DELETE', adminClearLoginFailures.path, {
      body: { merchantCode: 'ph', username: 'demo01' },
    });
    expect(response.status).toBe(403);
    const admin = createTestClient(t.platform, {}, { adminKey: TEST_ADMIN_KEY });
    await expect(admin.call(adminClearLoginFailures, { merchantCode: 'ph' })).rejects.toMatchObject({
      errorCode: ErrorCode.validation,
    });
  });

  it('R4.11 passes a login with the right captcha once one is required', async () => {
    const client = createTestClient(t.platform);
    for (let index = 0; index < 3; index++) {
      await client.call(login, { username: 'demo01', password: 'wrong-1' }).catch(() => undefined);
    }
    captchaAnswers.next = 'Wx7k';
    const challenge = await client.call(captcha);
    const wrong = await client
      .call(login, {
        username: 'demo01',
        password: 'Demo1234',
        captchaId: challenge.captchaId,
        captcha: 'Wx7',
      })
      .catch((error) => error);
    expect(wrong).toMatchObject({ errorCode: ErrorCode.captchaFailed, captcha: true, field: 'captcha' });
    const next = await client.call(captcha);
    const value = await client.call(login, {
      username: 'demo01',
      password: 'Demo1234',
      captchaId: next.captchaId,
      captcha: ' wx7K ',
    });
    expect(value.account).toBe('demo01');
  });

  it('R7.12 answers a captcha as a base64 SVG data URL', async () => {
    const value = await t.value(captcha);
    expect(value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(value.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(value.captchaId.length).toBeGreaterThan(10);
  });
});
