import { ErrorCode, login } from '@lobbykit/api-client';
import { smsNoLogin } from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { setAccountModule } from '../testing/account-settings';
import { outbox, smsCodeFor } from '../testing/outbox';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();

const DEMO_MOBILE = '09171234567';

const smsLoginModule = (enabled: boolean) => setAccountModule(t, 'MOBILEVERCODELOGIN3', enabled);

const askCode = (mobileNum = DEMO_MOBILE, countryDialingCode = '63') =>
  t.request('POST', smsNoLogin.path, { body: { mobileNum, countryDialingCode } });

const smsLogin = async (fields: Record<string, unknown>) =>
  t.request('POST', login.path, {
    body: await encryptedBody(t.platform, {
      username: '',
      password: '',
      type: 'sms',
      isSms: true,
      countryDialingCode: '63',
      ...fields,
    }),
  });

describe('SMS-code login (MOBILEVERCODELOGIN3)', () => {
  it('R7.21 sends a login code to a registered number and answers expiredMinutes and a message', async () => {
    await smsLoginModule(true);
    const answer = await askCode();
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ expiredMinutes: 1, message: expect.any(String) });
    expect(await smsCodeFor(t, DEMO_MOBILE)).toMatch(/^\d{6}$/);
  });

  it('R5.04 R5.05 logs the member of the number in with the code, once', async () => {
    await smsLoginModule(true);
    await askCode();
    const code = await smsCodeFor(t, DEMO_MOBILE);
    const answer = await smsLogin({ mobileNum: DEMO_MOBILE, verificationCode: code });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ account: 'demo01', defaultPassword: false });
    const again = await smsLogin({ mobileNum: DEMO_MOBILE, verificationCode: code });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ field: 'verificationCode' });
  });

  it('R5.05 refuses an SMS login without a code with 400 and the field', async () => {
    await smsLoginModule(true);
    const answer = await smsLogin({ mobileNum: DEMO_MOBILE });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.validation, field: 'verificationCode' });
  });

  it('R5.04 checks the number with the mobile rule', async () => {
    await smsLoginModule(true);
    const answer = await askCode('12345678');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'mobileNum', messageKey: 'pattern_mobile' });
  });

  it('R7.21 sends nothing to a number no member registered, nor with the module off', async () => {
    await smsLoginModule(true);
    expect((await askCode('09179999999')).status).toBe(404);
    await smsLoginModule(false);
    const off = await askCode();
    expect(off.status).toBe(403);
    expect(await outbox(t, { channel: 'sms' })).toEqual([]);
  });

  it('R8.11 with MOBILEVERCODELOGIN3 switched off, the code and the login by code answer operation_not_allowed', async () => {
    await smsLoginModule(true);
    expect((await askCode()).status).toBe(200);
    const code = await smsCodeFor(t, DEMO_MOBILE);
    await smsLoginModule(false);
    const send = await askCode();
    expect(send.status).toBe(403);
    expect(send.body).toMatchObject({ success: false, errorCode: 'operation_not_allowed', field: 'type' });
    const signIn = await t.request('POST', login.path, {
      body: await encryptedBody(t.platform, {
        username: '',
        password: '',
        type: 'sms',
        isSms: true,
        mobileNum: DEMO_MOBILE,
        countryDialingCode: '63',
        verificationCode: code,
      }),
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({ success: false, errorCode: 'operation_not_allowed' });
    // Switched back on, the same code still works: the refusal spent nothing.
    await smsLoginModule(true);
    const again = await t.request('POST', login.path, {
      body: await encryptedBody(t.platform, {
        username: '',
        password: '',
        type: 'sms',
        isSms: true,
        mobileNum: DEMO_MOBILE,
        countryDialingCode: '63',
        verificationCode: code,
      }),
    });
    expect(again.status).toBe(200);
  });

  it('R5.01 R5.02 a password login still needs both username and password', async () => {
    const answer = await t.request('POST', login.path, {
      body: await encryptedBody(t.platform, { username: 'demo01', password: '' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'password' });
  });
});
