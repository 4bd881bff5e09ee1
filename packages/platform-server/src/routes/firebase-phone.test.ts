import { ErrorCode, login } from '@lobbykit/api-client';
import { firebaseSmsSend, firebaseSmsVerify } from '@lobbykit/api-client/contract';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { setAccountModule } from '../testing/account-settings';
import { smsCodeFor } from '../testing/outbox';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();

const DEMO_MOBILE = '09171234567';

const firebaseModule = (enabled: boolean) => setAccountModule(t, 'FIREBASESMSLOGIN3', enabled);

const send = (mobileNum = DEMO_MOBILE) =>
  t.request('POST', firebaseSmsSend.path, { body: { mobileNum, countryDialingCode: '63' } });
const verify = (verificationCode: string, mobileNum = DEMO_MOBILE) =>
  t.request('POST', firebaseSmsVerify.path, {
    body: { mobileNum, countryDialingCode: '63', verificationCode },
  });

async function idTokenFor(mobileNum = DEMO_MOBILE): Promise<string> {
  expect((await send(mobileNum)).status).toBe(200);
  const answer = await verify(await smsCodeFor(t, mobileNum), mobileNum);
  expect(answer.status).toBe(200);
  return (answer.body.value as { idToken: string }).idToken;
}

const firebaseLogin = async (firebaseIdToken: string, mobileNum = DEMO_MOBILE) =>
  t.request('POST', login.path, {
    body: await encryptedBody(t.platform, {
      username: '',
      password: '',
      type: 'firebase',
      mobileNum,
      countryDialingCode: '63',
      firebaseChannel: 'sms',
      firebaseIdToken,
    }),
  });

describe('Firebase SMS login (FIREBASESMSLOGIN3)', () => {
  it('R4.13 R4.33 sends the code through the SMS provider (the outbox) and counts down 1 minute', async () => {
    await firebaseModule(true);
    const answer = await send();
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ via: 'firebase', message: expect.any(String) });
    expect(await smsCodeFor(t, DEMO_MOBILE)).toMatch(/^\d{6}$/);
    const again = await send();
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ retryAfter: 60 });
  });

  it('R4.13 trades the code for a Firebase ID token of the number, and logs its member in once', async () => {
    await firebaseModule(true);
    const idToken = await idTokenFor();
    expect(decodeJwt(idToken)).toMatchObject({
      iss: 'https://securetoken.google.com/lobbykit-local',
      aud: 'lobbykit-local',
      phone_number: '+639171234567',
      firebase: { sign_in_provider: 'phone' },
    });
    const answer = await firebaseLogin(idToken);
    expect(answer.status).toBe(200);
    // R4.07: a phone login never reports a default password, so no change is forced.
    expect(answer.body.value).toMatchObject({ account: 'demo01', defaultPassword: false });
  });

  it('R4.13 refuses a replayed ID token: nobody is logged in the second time', async () => {
    await firebaseModule(true);
    const idToken = await idTokenFor();
    expect((await firebaseLogin(idToken)).status).toBe(200);
    const replay = await firebaseLogin(idToken);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ messageKey: 'phone_token_used', field: 'verificationCode' });
    expect(replay.body.value).toBeUndefined();
  });

  it('R4.13 refuses a token for another phone number', async () => {
    await firebaseModule(true);
    const idToken = await idTokenFor();
    const answer = await firebaseLogin(idToken, '09170000001');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ messageKey: 'phone_token_other_phone', field: 'mobileNum' });
  });

  it('R4.13 refuses a wrong code, an expired code and a forged or expired token', async () => {
    await firebaseModule(true);
    expect((await send()).status).toBe(200);
    const code = await smsCodeFor(t, DEMO_MOBILE);
    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ messageKey: 'verification_code_error' });

    t.clock.advance(61_000);
    const expired = await verify(code);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ messageKey: 'verification_code_expired' });

    const idToken = await idTokenFor();
    const [header, payload] = idToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await firebaseLogin(forged)).body).toMatchObject({ messageKey: 'phone_token_invalid' });
    t.clock.advance(61 * 60_000);
    const late = await firebaseLogin(idToken);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ messageKey: 'phone_token_invalid' });
  });

  it('R4.13 R8.11 with FIREBASESMSLOGIN3 off, sending, verifying and the login answer operation_not_allowed', async () => {
    await firebaseModule(true);
    const idToken = await idTokenFor();
    await firebaseModule(false);
    expect((await send()).body).toMatchObject({ errorCode: ErrorCode.operationNotAllowed });
    expect((await verify('123456')).body).toMatchObject({ errorCode: ErrorCode.operationNotAllowed });
    const answer = await firebaseLogin(idToken);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.operationNotAllowed });
  });
});
