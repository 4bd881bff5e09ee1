import { captcha, ErrorCode, freePlay, TRIAL_TYPE } from '@lobbykit/api-client';
import { register, registerSms } from '@lobbykit/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../db/merchants';
import { members, outbox, registerSettings } from '../db/schema/index';
import { FREE_PLAY_RATE, REGISTER_PER_IP_RATE, SMS_PER_IP_RATE } from '../services/rate-limits';
import { burst, statusCounts } from '../testing/burst';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';
import { captchaAnswers } from '../testing/test-platform';

const HOUR_S = 3600;

const t = testPlatformForFile();

const db = () => t.database.db;
const trialCount = async () =>
  (await db().select({ n: count() }).from(members).where(eq(members.type, TRIAL_TYPE)))[0]!.n;
const smsCount = async () =>
  (await db().select({ n: count() }).from(outbox).where(eq(outbox.channel, 'sms')))[0]!.n;
const memberCount = async () => (await db().select({ n: count() }).from(members))[0]!.n;

function expectRefusedForAnHour(answers: { status: number; body: Record<string, unknown> }[]): void {
  for (const answer of answers.filter((each) => each.status === 429)) {
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.tooManyRequests });
    expect(answer.body.retryAfter as number).toBeGreaterThan(0);
    expect(answer.body.retryAfter as number).toBeLessThanOrEqual(HOUR_S);
  }
}

describe('per-IP limits under a burst', () => {
  it('R7.04 thirty free-play requests at once from one address open exactly 10 trials; the rest are 429 for the hour', async () => {
    const ip = '198.51.100.40';
    const bodies = await Promise.all(
      Array.from({ length: 30 }, () => encryptedBody(t.platform, { platform: 'W' })),
    );
    const before = await trialCount();
    const answers = await burst(30, (index) => t.request('POST', freePlay.path, { ip, body: bodies[index] }));
    expect(statusCounts(answers)).toEqual({ 200: FREE_PLAY_RATE.limit, 429: 30 - FREE_PLAY_RATE.limit });
    expectRefusedForAnHour(answers);
    expect((await trialCount()) - before).toBe(FREE_PLAY_RATE.limit);
    // Another address has its own ten.
    const other = await t.request('POST', freePlay.path, {
      ip: '198.51.100.41',
      body: await encryptedBody(t.platform, { platform: 'W' }),
    });
    expect(other.status).toBe(200);
  });

  it('R4.32 SMS codes to thirty numbers at once from one address: exactly 20 sent, the rest 429; a number still in its countdown costs the address nothing', async () => {
    const ip = '198.51.100.50';
    const askCode = (mobileNo: string, from = ip) =>
      t.request('POST', registerSms.path, { ip: from, body: { countryDialingCode: '63', mobileNo } });
    // Five at once for one number: one code, four countdown refusals that do not count for the address.
    expect(statusCounts(await burst(5, () => askCode('09187779999')))).toEqual({ 200: 1, 429: 4 });

    const numbers = Array.from({ length: 30 }, (_, index) => `091877700${String(index).padStart(2, '0')}`);
    const answers = await burst(30, (index) => askCode(numbers[index]!));
    expect(statusCounts(answers)).toEqual({
      200: SMS_PER_IP_RATE.limit - 1,
      429: 31 - SMS_PER_IP_RATE.limit,
    });
    expectRefusedForAnHour(answers);
    expect(await smsCount()).toBe(SMS_PER_IP_RATE.limit);
    // A refused number can still get its code from another address.
    const refused = numbers[answers.findIndex((answer) => answer.status === 429)]!;
    expect((await askCode(refused, '198.51.100.51')).status).toBe(200);
    // And from this one once the hour has passed.
    t.clock.advance(HOUR_S * 1000);
    expect((await askCode('09187778888')).status).toBe(200);
  });

  it('R4.31 with the captcha off, fifteen registrations at once from one address make exactly 10 accounts; refused forms cost nothing, and with the captcha on there is no cap', async () => {
    const ip = '198.51.100.60';
    const merchant = (await findMerchantByCode(db(), 'ph'))!;
    const where = eq(registerSettings.merchantId, merchant.id);
    const [settings] = await db().select().from(registerSettings).where(where);
    const withCaptcha = settings!.fields;
    await db()
      .update(registerSettings)
      .set({ fields: { ...withCaptcha, captcha: { enabled: false, required: false } } })
      .where(where);
    const form = (index: number) => ({
      username: `burst${String(index).padStart(2, '0')}`,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: `091866600${String(index).padStart(2, '0')}`,
    });
    const send = async (payload: unknown, from = ip) =>
      t.request('PUT', register.path, { ip: from, body: await encryptedBody(t.platform, payload) });

    // A taken username is refused before the cap counts anything.
    for (let index = 0; index < 3; index++) {
      expect((await send({ ...form(90 + index), username: 'demo01' })).status).toBe(409);
    }
    const before = await memberCount();
    const bodies = await Promise.all(
      Array.from({ length: 15 }, (_, index) => encryptedBody(t.platform, form(index))),
    );
    const answers = await burst(15, (index) => t.request('PUT', register.path, { ip, body: bodies[index] }));
    expect(statusCounts(answers)).toEqual({
      200: REGISTER_PER_IP_RATE.limit,
      429: 15 - REGISTER_PER_IP_RATE.limit,
    });
    expectRefusedForAnHour(answers);
    expect((await memberCount()) - before).toBe(REGISTER_PER_IP_RATE.limit);

    // With the captcha on, every account costs a solved captcha instead: no cap from this address.
    await db().update(registerSettings).set({ fields: withCaptcha }).where(where);
    const { captchaId } = await t.value(captcha);
    const solved = await send({ ...form(40), captchaId, captcha: captchaAnswers.next });
    expect(solved.status).toBe(200);
  });
});
