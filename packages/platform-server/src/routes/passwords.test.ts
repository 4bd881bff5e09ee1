import { ErrorCode, Header, login, memberInfo } from '@lobbykit/api-client';
import {
  adminOutbox,
  changePassword,
  forgotPasswordByEmail,
  setPasswordByPhone,
  smsNoLogin,
} from '@lobbykit/api-client/contract';
import { describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../db/members';
import { passwordResets } from '../db/schema/index';
import { RESET_MAIL_WAIT_MS } from '../services/member-passwords';
import { verifyPassword } from '../services/passwords';
import { TEMPORARY_PASSWORD_MINUTES } from '../services/temporary-passwords';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient, encryptedBody } from '../testing/test-client';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

// The seeded merchant default password (seed/merchants.ts) and the agent-made account carrying it.
const DEFAULT_PASSWORD = 'Welcome123';
const admin = { headers: { [Header.adminKey]: TEST_ADMIN_KEY } };

const loginAs = (username: string, password: string) =>
  createTestClient(t.platform).call(login, { username, password });
const member = async (username: string) => (await findMemberByUsername(t.database.db, 1, username))!;

async function changeRaw(token: string, form: Record<string, unknown>) {
  return t.request('PUT', changePassword.path, { token, body: await encryptedBody(t.platform, form) });
}

async function outboxLatest(to: string, channel: 'sms' | 'mail') {
  const [latest] = await t.value(adminOutbox, { ...admin, query: { merchantCode: 'ph', to, channel } });
  return latest;
}

describe('change password', () => {
  it('R9.10 R3.02 the agent-made account logs in with the default password, flagged first login', async () => {
    const session = await loginAs('newbie01', DEFAULT_PASSWORD);
    expect(session).toMatchObject({ firstTimeLogin: true, defaultPassword: true, passwordExpired: false });
  });

  it('R7.07 R4.23 changes the password encrypted with the token; the flags clear and the new one works', async () => {
    const session = await loginAs('newbie01', DEFAULT_PASSWORD);
    const client = createTestClient(t.platform, { token: session.token });
    await client.call(changePassword, {
      oldPassword: DEFAULT_PASSWORD,
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    const stored = await member('newbie01');
    expect(stored.firstLogin).toBe(false);
    expect(stored.passwordChangedAt.getTime()).toBe(t.clock.now().getTime());
    expect(await verifyPassword('Fresh1234', stored.passwordHash)).toBe(true);
    const again = await loginAs('newbie01', 'Fresh1234');
    expect(again).toMatchObject({ firstTimeLogin: false, defaultPassword: false });
  });

  it('R4.24 R4.08 an expired password is flagged at login until it is changed', async () => {
    t.clock.advance(181 * 24 * 60 * 60_000); // the ph merchant's passwords live 180 days
    const session = await loginAs('demo01', 'Demo1234');
    expect(session).toMatchObject({ passwordExpired: true, defaultPassword: false });
    await createTestClient(t.platform, { token: session.token }).call(changePassword, {
      oldPassword: 'Demo1234',
      newPassword: 'Renewed123',
      confirmNewPassword: 'Renewed123',
    });
    expect(await loginAs('demo01', 'Renewed123')).toMatchObject({ passwordExpired: false });
  });

  it('R5.28 a wrong old password is 400 on oldPassword with a key, and nothing changes', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const before = (await member('demo01')).passwordHash;
    const answer = await changeRaw(token, {
      oldPassword: 'Wrong1234',
      newPassword: 'Fresh1234',
      confirmNewPassword: 'Fresh1234',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errorCode: ErrorCode.validation,
      field: 'oldPassword',
      messageKey: 'old_password_error',
    });
    expect((await member('demo01')).passwordHash).toBe(before);
  });

  it('R5.28 R5.29 R5.30 each missing or failing field answers its first error', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const cases: [Record<string, string>, string, string][] = [
      [
        { oldPassword: '', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
        'oldPassword',
        'input_empty',
      ],
      [{ oldPassword: 'Demo1234', newPassword: '', confirmNewPassword: '' }, 'newPassword', 'input_empty'],
      [
        { oldPassword: 'Demo1234', newPassword: 'ab', confirmNewPassword: 'ab' },
        'newPassword',
        'pattern_letter_number',
      ],
      [
        { oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: '' },
        'confirmNewPassword',
        'input_empty',
      ],
      [
        { oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh12345' },
        'confirmNewPassword',
        'inconsistent_twice',
      ],
      [
        { oldPassword: 'Demo1234', newPassword: DEFAULT_PASSWORD, confirmNewPassword: DEFAULT_PASSWORD },
        'newPassword',
        'password_is_default',
      ],
      [
        { oldPassword: 'Demo1234', newPassword: 'Demo1234', confirmNewPassword: 'Demo1234' },
        'newPassword',
        'password_unchanged',
      ],
    ];
    const before = (await member('demo01')).passwordHash;
    for (const [form, field, messageKey] of cases) {
      const answer = await changeRaw(token, form);
      expect(answer.status, JSON.stringify(form)).toBe(400);
      expect(answer.body.field).toBe(field);
      expect(answer.body.messageKey ?? '', JSON.stringify(form)).toContain(messageKey);
    }
    expect((await member('demo01')).passwordHash).toBe(before);
  });

  it('needs a session: 401 without a token', async () => {
    const answer = await t.request('PUT', changePassword.path, {
      body: await encryptedBody(t.platform, { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' }),
    });
    expect(answer.status).toBe(401);
  });
});

describe('forgot password by email', () => {
  const form = (username: string, email: string) => new URLSearchParams({ username, email }).toString();
  const formHeaders = { 'Content-Type': 'application/x-www-form-urlencoded' };

  it('R7.08 R4.25 form-encoded username and email mail a temporary password and answer in_been_out', async () => {
    const answer = await createTestClient(t.platform).call(forgotPasswordByEmail, {
      username: 'demo01',
      email: 'DEMO01@ph.lobbykit.example',
    });
    expect(answer).toEqual({ messageKey: 'in_been_out' });
    const mail = await outboxLatest('demo01@ph.lobbykit.example', 'mail');
    const temporary = mail?.body.match(/temporary password is (\S+)/)?.[1];
    expect(temporary).toBeTruthy();
    // The old password keeps working: asking for a reset locks nobody out.
    expect(await loginAs('demo01', 'Demo1234')).toMatchObject({ defaultPassword: false });
    // The temporary one works once and forces a change.
    expect(await loginAs('demo01', temporary!)).toMatchObject({ defaultPassword: true });
    const [reset] = await t.database.db.select().from(passwordResets);
    expect(reset!.usedAt).not.toBeNull();
    // Once only: the temporary password is now the account's, still forcing a change.
    const again = await loginAs('demo01', temporary!);
    expect(again).toMatchObject({ defaultPassword: true });
    await createTestClient(t.platform, { token: again.token }).call(changePassword, {
      oldPassword: temporary!,
      newPassword: 'Chosen123',
      confirmNewPassword: 'Chosen123',
    });
    expect(await member('demo01')).toMatchObject({ passwordTemporary: false });
    expect(await loginAs('demo01', 'Chosen123')).toMatchObject({ defaultPassword: false });
  });

  it('R7.08 the raw call is form-encoded', async () => {
    const answer = await t.request('POST', forgotPasswordByEmail.path, {
      rawBody: form('demo01', 'demo01@ph.lobbykit.example'),
      headers: formHeaders,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, value: { messageKey: 'in_been_out' } });
  });

  it('R5.31 username and email are required; a mismatch is Username/Email does not exist; nothing is mailed', async () => {
    const cases: [string, string, string, string][] = [
      ['', 'demo01@ph.lobbykit.example', 'username', 'input_empty'],
      ['demo01', '', 'email', 'input_empty'],
      ['demo01', 'other@ph.lobbykit.example', 'username', 'username_email_not_exist'],
      ['nobody', 'demo01@ph.lobbykit.example', 'username', 'username_email_not_exist'],
    ];
    for (const [username, email, field, messageKey] of cases) {
      const answer = await t.request('POST', forgotPasswordByEmail.path, {
        rawBody: form(username, email),
        headers: formHeaders,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field, messageKey });
    }
    expect(await outboxLatest('demo01@ph.lobbykit.example', 'mail')).toBeUndefined();
    expect(await t.database.db.select().from(passwordResets)).toEqual([]);
  });

  it('one mail a minute per account; a temporary password expires', async () => {
    const client = createTestClient(t.platform);
    const ask = () =>
      t.request('POST', forgotPasswordByEmail.path, {
        rawBody: form('demo01', 'demo01@ph.lobbykit.example'),
        headers: formHeaders,
      });
    await client.call(forgotPasswordByEmail, { username: 'demo01', email: 'demo01@ph.lobbykit.example' });
    expect((await ask()).status).toBe(429);
    const temporary = (await outboxLatest('demo01@ph.lobbykit.example', 'mail'))!.body.match(
      /temporary password is (\S+)/,
    )![1]!;
    t.clock.advance(Math.max(RESET_MAIL_WAIT_MS, TEMPORARY_PASSWORD_MINUTES * 60_000) + 1000);
    const late = await t.request('POST', login.path, {
      body: await encryptedBody(t.platform, { username: 'demo01', password: temporary }),
    });
    expect(late.status).toBe(401);
  });
});

describe('forgot password by phone', () => {
  const MOBILE = '09171234567'; // demo01's number
  const askCode = () =>
    t.request('POST', smsNoLogin.path, {
      body: { mobileNum: MOBILE, countryDialingCode: '63', purpose: 'password' },
    });
  async function code(): Promise<string> {
    const sms = await outboxLatest(MOBILE, 'sms');
    return sms!.body.match(/\b(\d{6})\b/)![1]!;
  }
  const setRaw = async (body: Record<string, unknown>) =>
    t.request('PUT', setPasswordByPhone.path, { body: await encryptedBody(t.platform, body) });

  it('R7.09 R4.27 sets the new password with the code and answers a session (auto-login)', async () => {
    expect((await askCode()).status).toBe(200);
    const session = await createTestClient(t.platform).call(setPasswordByPhone, {
      newPassword: 'Phone1234',
      mobileNum: MOBILE,
      countryDialingCode: '63',
      verificationCode: await code(),
    });
    expect(session).toMatchObject({ account: 'demo01', defaultPassword: false });
    expect(await t.value(memberInfo, { token: session.token })).toMatchObject({ account: 'demo01' });
    expect(await loginAs('demo01', 'Phone1234')).toMatchObject({ account: 'demo01' });
  });

  it('R7.09 the code is single use', async () => {
    await askCode();
    const verificationCode = await code();
    expect((await setRaw({ newPassword: 'Phone1234', mobileNum: MOBILE, verificationCode })).status).toBe(
      200,
    );
    const again = await setRaw({ newPassword: 'Other1234', mobileNum: MOBILE, verificationCode });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ field: 'verificationCode' });
    expect(await verifyPassword('Phone1234', (await member('demo01')).passwordHash)).toBe(true);
  });

  it('R5.32 mobile, code and a new password passing its rule are required; nothing changes', async () => {
    await askCode();
    const verificationCode = await code();
    const before = (await member('demo01')).passwordHash;
    const cases: [Record<string, string>, string, string][] = [
      [{ newPassword: 'Phone1234', mobileNum: '', verificationCode }, 'mobileNum', 'input_empty'],
      [
        { newPassword: 'Phone1234', mobileNum: MOBILE, verificationCode: '' },
        'verificationCode',
        'input_empty',
      ],
      [{ newPassword: '', mobileNum: MOBILE, verificationCode }, 'newPassword', 'input_empty'],
      [{ newPassword: 'ab', mobileNum: MOBILE, verificationCode }, 'newPassword', 'pattern_letter_number'],
      [
        { newPassword: 'Phone1234', mobileNum: MOBILE, verificationCode: '000000' },
        'verificationCode',
        'verification_code_error',
      ],
    ];
    for (const [body, field, messageKey] of cases) {
      const answer = await setRaw(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
      expect(String(answer.body.messageKey)).toContain(messageKey);
    }
    expect((await member('demo01')).passwordHash).toBe(before);
  });
});
