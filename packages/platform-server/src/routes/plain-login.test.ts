import { ErrorCode, memberInfo, plainLogin } from '@lobbykit/api-client';
import { describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient } from '../testing/test-client';

const t = testPlatformForFile();

describe('the plain login call (R7.02)', () => {
  it('R7.02 POST /wps/session/login/plain with username, password and type opens a session the member calls use', async () => {
    const client = createTestClient(t.platform);
    const value = await client.call(plainLogin, {
      username: ' demo01 ',
      password: 'Demo1234',
      type: 'username',
    });
    expect(value).toMatchObject({ username: 'demo01', token: expect.any(String) });
    // The body went as plain JSON: username, password and type only.
    expect(plainLogin.encrypted).toBeFalsy();
    expect(await t.value(memberInfo, { token: value.token })).toMatchObject({ username: 'demo01' });
  });

  it('R7.02 a wrong password is refused as the login refuses it, and opens nothing', async () => {
    const refused = await t.request('POST', plainLogin.path, {
      body: { username: 'demo01', password: 'Wrong1234', type: 'username' },
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, errorCode: ErrorCode.invalidCredentials });
  });

  it('R7.02 R8.24 asks for the username and password, and takes no other field or type', async () => {
    const empty = await t.request('POST', plainLogin.path, {
      body: { username: '  ', password: 'Demo1234', type: 'username' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      errorCode: ErrorCode.validation,
      field: 'username',
      message: 'Please enter the username and password',
    });
    const noPassword = await t.request('POST', plainLogin.path, {
      body: { username: 'demo01', password: '', type: 'username' },
    });
    expect(noPassword.body).toMatchObject({ field: 'password' });
    const sms = await t.request('POST', plainLogin.path, {
      body: { username: 'demo01', password: 'Demo1234', type: 'sms' },
    });
    expect(sms.body).toMatchObject({ errorCode: ErrorCode.validation, field: 'type' });
    const extra = await t.request('POST', plainLogin.path, {
      body: { username: 'demo01', password: 'Demo1234', type: 'username', agent: true },
    });
    expect(extra.status).toBe(400);
  });
});
