import { captcha, ErrorCode, Header } from '@lobbykit/api-client';
import { adminOutbox, register, registerMobile, registerSms } from '@lobbykit/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { registrationDetailsOf } from '../db/registration';
import { merchants, registerSettings, smsCodes, whitelabelNodes } from '../db/schema/index';
import { SMS_LOCK_MS } from '../services/sms-codes';
import { smsCodeFor } from '../testing/outbox';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const MOBILE = '09181234567';
const admin = { headers: { [Header.adminKey]: TEST_ADMIN_KEY } };

const askCode = (mobileNo = MOBILE, merchant = 'ph', countryDialingCode = merchant === 'ph' ? '63' : '880') =>
  t.request('POST', registerSms.path, { merchant, body: { countryDialingCode, mobileNo } });

async function registerMobileRaw(overrides: Record<string, unknown>, endpoint = registerMobile) {
  const { captchaId } = await t.value(captcha);
  const form = {
    username: 'mobileplayer',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: MOBILE,
    countryDialingCode: '63',
    captchaId,
    captcha: 'Ab3x',
    ...overrides,
  };
  return t.request('PUT', endpoint.path, { body: await encryptedBody(t.platform, form) });
}

const ph = async () => (await findMerchantByCode(t.database.db, 'ph'))!;

describe('registration SMS codes', () => {
  it('R7.23 R7.22 sends a 6-digit code to the outbox and answers expiredMinutes and a message', async () => {
    const answer = await askCode();
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({ expiredMinutes: 1, message: expect.any(String) });
    expect(await smsCodeFor(t, MOBILE)).toMatch(/^\d{6}$/);
    expect(t.log.lines.some((line) => line.includes(`sms to +63 ${MOBILE}`))).toBe(true);
    // Stored hashed, never as sent.
    const [row] = await t.database.db.select().from(smsCodes);
    expect(row!.codeHash).not.toBe(await smsCodeFor(t, MOBILE));
  });

  it('R4.32 the code lives for the merchant expiredMinutes, which the answer carries', async () => {
    const merchant = await ph();
    await t.database.db
      .update(registerSettings)
      .set({ smsExpiredMinutes: 3 })
      .where(eq(registerSettings.merchantId, merchant.id));
    expect((await askCode()).body.value).toMatchObject({ expiredMinutes: 3 });
    const [row] = await t.database.db.select().from(smsCodes);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3 * 60_000);
  });

  it('R4.32 one code per number per countdown: a second request inside it answers 429 with retryAfter', async () => {
    await askCode();
    t.clock.advance(20_000);
    const again = await askCode();
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ errorCode: ErrorCode.tooManyRequests, retryAfter: 40 });
    expect((await askCode('09181234568')).status).toBe(200);
    t.clock.advance(40_000);
    expect((await askCode()).status).toBe(200);
  });

  it('R8.04 refuses a number off the merchant format, a foreign dialing code and a registered number', async () => {
    expect((await askCode('0818123456')).body).toMatchObject({
      field: 'mobileNo',
      messageKey: 'pattern_mobile',
    });
    expect((await askCode(MOBILE, 'ph', '880')).body).toMatchObject({
      field: 'countryDialingCode',
      messageKey: 'invalid_dialing_code',
    });
    const taken = await askCode('09171234567');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ field: 'mobileNo', messageKey: 'mobile_taken' });
    expect(await t.value(adminOutbox, { ...admin, query: { merchantCode: 'ph' } })).toEqual([]);
  });

  it("R8.10 answers quota_exceeded once the merchant's 24-hour SMS quota is spent, and sends nothing", async () => {
    const merchant = await ph();
    await t.database.db
      .update(merchants)
      .set({ settings: { ...merchant.settings, smsDailyQuota: 2 } })
      .where(eq(merchants.id, merchant.id));
    t.platform.caches.clear();
    expect((await askCode('09181234561')).status).toBe(200);
    expect((await askCode('09181234562')).status).toBe(200);
    const spent = await askCode('09181234563');
    expect(spent.status).toBe(429);
    expect(spent.body).toMatchObject({
      success: false,
      errorCode: 'quota_exceeded',
      retryAfter: expect.any(Number),
    });
    expect(
      await t.value(adminOutbox, {
        ...admin,
        query: { merchantCode: 'ph', to: '09181234563', channel: 'sms' },
      }),
    ).toEqual([]);
    // Another merchant's quota is its own; a day later this one's is back.
    expect((await askCode('01812345670', 'bd')).status).toBe(200);
    t.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await askCode('09181234563')).status).toBe(200);
  });

  it('the admin outbox lists the latest first, filtered by merchant, number and channel', async () => {
    await askCode('09181234567');
    await askCode('09181234568');
    await askCode('01812345678', 'bd');
    const phAll = await t.value(adminOutbox, { ...admin, query: { merchantCode: 'ph' } });
    expect(phAll.map((row) => row.to)).toEqual(['09181234568', '09181234567']);
    expect(phAll[0]).toMatchObject({ channel: 'sms', createdAt: '2026-01-15T08:00:00.000Z' });
    expect(await t.value(adminOutbox, { ...admin, query: { merchantCode: 'ph', channel: 'mail' } })).toEqual(
      [],
    );
    expect(await t.value(adminOutbox, { ...admin, query: { merchantCode: 'bd' } })).toHaveLength(1);
    const noKey = await t.request('GET', adminOutbox.path, { query: { merchantCode: 'ph' } });
    expect(noKey.status).toBe(403);
  });
});

describe('registration with a verified mobile number', () => {
  it('R7.06 registers with the code from the outbox, logs in, and the code is single use', async () => {
    await askCode();
    const verificationCode = await smsCodeFor(t, MOBILE);
    const answer = await registerMobileRaw({ verificationCode });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ account: 'mobileplayer', token: expect.any(String) });
    const member = (await findMemberByUsername(t.database.db, (await ph()).id, 'mobileplayer'))!;
    expect((await registrationDetailsOf(t.database.db, member.id))?.mobileVerified).toBe(true);
    const reused = await registerMobileRaw({ username: 'otherplayer', verificationCode });
    expect(reused.body).toMatchObject({ field: 'mobileNum', messageKey: 'mobile_taken' });
  });

  it('R5.16 requires the mobile number and the code', async () => {
    expect((await registerMobileRaw({})).body).toMatchObject({
      field: 'verificationCode',
      messageKey: 'input_empty',
    });
    expect(
      (await registerMobileRaw({ mobileNum: undefined, verificationCode: '123456' })).body,
    ).toMatchObject({
      field: 'mobileNum',
      messageKey: 'input_empty',
    });
  });

  it('R8.08 a wrong code answers 400 on verificationCode and creates nothing', async () => {
    await askCode();
    const code = await smsCodeFor(t, MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    const answer = await registerMobileRaw({ verificationCode: wrong });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'verificationCode', messageKey: 'verification_code_error' });
    expect(await findMemberByUsername(t.database.db, (await ph()).id, 'mobileplayer')).toBeUndefined();
    // A code for another number does not prove this one.
    await askCode('09181234568');
    const foreign = await smsCodeFor(t, '09181234568');
    expect((await registerMobileRaw({ verificationCode: foreign })).body).toMatchObject({
      messageKey: 'verification_code_error',
    });
  });

  it('R8.12 an expired code answers verification_code_expired', async () => {
    await askCode();
    const verificationCode = await smsCodeFor(t, MOBILE);
    t.clock.advance(61_000);
    expect((await registerMobileRaw({ verificationCode })).body).toMatchObject({
      field: 'verificationCode',
      messageKey: 'verification_code_expired',
    });
  });

  it('R8.06 after 5 wrong codes the number is locked for 5 minutes (429, retryAfter 300)', async () => {
    await askCode();
    const code = await smsCodeFor(t, MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await registerMobileRaw({ verificationCode: wrong })).status).toBe(400);
    }
    const fifth = await registerMobileRaw({ verificationCode: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ errorCode: ErrorCode.tooManyRequests, retryAfter: 300 });
    expect(fifth.body.message).toMatch(/5 minutes/);
    // Locked even for the right code, and for asking a new one.
    t.clock.advance(60_000);
    expect((await registerMobileRaw({ verificationCode: code })).body).toMatchObject({ retryAfter: 240 });
    expect((await askCode()).status).toBe(429);
    t.clock.advance(SMS_LOCK_MS - 60_000);
    expect((await askCode()).status).toBe(200);
    const fresh = await smsCodeFor(t, MOBILE);
    expect((await registerMobileRaw({ verificationCode: fresh })).status).toBe(200);
  });

  it('R6.20 with REGMOBVERF3 on, the plain endpoint asks for the code too', async () => {
    const merchant = await ph();
    await t.database.db
      .update(whitelabelNodes)
      .set({ enabled: true })
      .where(and(eq(whitelabelNodes.merchantId, merchant.id), eq(whitelabelNodes.modId, 'REGMOBVERF3')));
    expect((await registerMobileRaw({}, register)).body).toMatchObject({
      field: 'verificationCode',
      messageKey: 'input_empty',
    });
    await askCode();
    const verificationCode = await smsCodeFor(t, MOBILE);
    expect((await registerMobileRaw({ verificationCode }, register)).status).toBe(200);
  });
});
