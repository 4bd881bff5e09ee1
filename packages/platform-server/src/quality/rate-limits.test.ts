import { captcha, ErrorCode, login } from '@lobbykit/api-client';
import { registerMobile, registerSms, sliderChallenge } from '@lobbykit/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, sliderPuzzles } from '../db/schema/index';
import { CAPTCHA_AFTER_FAILURES } from '../services/login-guard';
import { SLIDER_PUZZLES_PER_IP, SLIDER_RATE_WINDOW_MS } from '../services/slider-check';
import { SMS_LOCK_MS } from '../services/sms-codes';
import { burst } from '../testing/burst';
import { smsCodeFor } from '../testing/outbox';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';
import { captchaAnswers } from '../testing/test-platform';

const t = testPlatformForFile();

const MOBILE = '09189990000';
// More limits under bursts: password-limits.test.ts (payment, old and login passwords, reset mail)
// and per-ip-limits.test.ts (free play, SMS codes, registration without a captcha).
const ALLOWED_LOGIN_REFUSALS = [`401 ${ErrorCode.invalidCredentials}`, `400 ${ErrorCode.captchaRequired}`];

async function loginAs(username: string, password: string, ip: string, extra: Record<string, unknown> = {}) {
  return t.request('POST', login.path, {
    ip,
    body: await encryptedBody(t.platform, { username, password, ...extra }),
  });
}

const askCode = () =>
  t.request('POST', registerSms.path, { body: { countryDialingCode: '63', mobileNo: MOBILE } });

async function registerWithCode(verificationCode: string, username: string) {
  const { captchaId } = await t.value(captcha);
  const form = {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: MOBILE,
    countryDialingCode: '63',
    captchaId,
    captcha: captchaAnswers.next,
    verificationCode,
  };
  return t.request('PUT', registerMobile.path, { body: await encryptedBody(t.platform, form) });
}

const smsSent = async () =>
  (await t.database.db.select({ n: count() }).from(outbox).where(eq(outbox.to, MOBILE)))[0]!.n;

describe('rate limits hold under a burst', () => {
  it('R4.11 R5.03 twelve wrong passwords at once: every one refused, then the right password needs a captcha', async () => {
    const answers = await burst(12, () => loginAs('demo01', 'wrong-password', '198.51.100.7'));
    // Each is a wrong password, or (once three failures are on record) a demand for the captcha first.
    const outcomes = answers.map((answer) => `${answer.status} ${answer.body.errorCode}`);
    expect(outcomes.filter((outcome) => !ALLOWED_LOGIN_REFUSALS.includes(outcome))).toEqual([]);
    // The burst gets no more guesses than one attempt after another would: logins are serialised per
    // account and per IP, on PostgreSQL too.
    expect(outcomes.filter((outcome) => outcome === ALLOWED_LOGIN_REFUSALS[0])).toHaveLength(
      CAPTCHA_AFTER_FAILURES,
    );

    const withoutCaptcha = await loginAs('demo01', 'Demo1234', '198.51.100.7');
    expect(withoutCaptcha.status).toBe(400);
    expect(withoutCaptcha.body).toMatchObject({ errorCode: ErrorCode.captchaRequired, captcha: true });
    // From another address too: the account's failures travel with it.
    expect((await loginAs('demo01', 'Demo1234', '198.51.100.8')).body).toMatchObject({ captcha: true });

    const { captchaId } = await t.value(captcha);
    const wrongCaptcha = await loginAs('demo01', 'Demo1234', '198.51.100.7', { captchaId, captcha: 'nope' });
    expect(wrongCaptcha.status).toBe(400);
    expect(wrongCaptcha.body.errorCode).toBe(ErrorCode.captchaFailed);
    const fresh = await t.value(captcha);
    const passed = await loginAs('demo01', 'Demo1234', '198.51.100.7', {
      captchaId: fresh.captchaId,
      captcha: captchaAnswers.next,
    });
    expect(passed.status).toBe(200);
  });

  it('R4.11 wrong passwords spread over many accounts from one address put the captcha on that address', async () => {
    const ip = '198.51.100.20';
    await burst(6, (index) => loginAs(`nobody${index}`, 'wrong-password', ip));
    const fromThatIp = await loginAs('demo01', 'Demo1234', ip);
    expect(fromThatIp.body).toMatchObject({ errorCode: ErrorCode.captchaRequired, captcha: true });
    expect((await loginAs('demo01', 'Demo1234', '198.51.100.21')).status).toBe(200);
  });

  it('R4.32 R9.04 ten SMS requests for one number at once send exactly one code; the rest are 429 with retryAfter', async () => {
    const answers = await burst(10, () => askCode());
    const sent = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect([sent.length, refused.length]).toEqual([1, 9]);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ errorCode: ErrorCode.tooManyRequests });
      expect(answer.body.retryAfter).toEqual(expect.any(Number));
      expect(answer.body.retryAfter as number).toBeGreaterThan(0);
      expect(answer.body.retryAfter as number).toBeLessThanOrEqual(60);
    }
    expect(await smsSent()).toBe(1);
    // The countdown is the merchant's expiredMinutes (1): once it has run, one more code goes out.
    t.clock.advance(61_000);
    const again = await burst(5, () => askCode());
    expect(again.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await smsSent()).toBe(2);
  });

  it('R8.06 R8.08 ten wrong codes at once lock the number for 5 minutes, the right code included, then it recovers', async () => {
    expect((await askCode()).status).toBe(200);
    const code = await smsCodeFor(t, MOBILE);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await burst(10, (index) => registerWithCode(wrong, `burst${index}`));
    expect(answers.every((answer) => answer.status === 400 || answer.status === 429)).toBe(true);
    expect(answers.filter((answer) => answer.status === 400).length).toBeLessThanOrEqual(4);
    expect(answers.some((answer) => answer.body.errorCode === ErrorCode.tooManyRequests)).toBe(true);

    const right = await registerWithCode(code, 'rightcode');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ errorCode: ErrorCode.tooManyRequests });
    expect(right.body.retryAfter as number).toBeGreaterThan(0);
    expect(right.body.retryAfter as number).toBeLessThanOrEqual(300);
    expect((await askCode()).status).toBe(429);

    t.clock.advance(SMS_LOCK_MS);
    expect((await askCode()).status).toBe(200);
    expect((await registerWithCode(await smsCodeFor(t, MOBILE), 'afterlock')).status).toBe(200);
  });

  it('R4.12 thirty slider puzzles at once from one address draw exactly 20; the rest are 429 with retryAfter', async () => {
    const ip = '198.51.100.30';
    const stored = async () => (await t.database.db.select({ n: count() }).from(sliderPuzzles))[0]!.n;
    const start = await stored();
    const answers = await burst(30, () => t.request('GET', sliderChallenge.path, { ip }));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(SLIDER_PUZZLES_PER_IP);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(30 - SLIDER_PUZZLES_PER_IP);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ errorCode: ErrorCode.tooManyRequests });
      expect(answer.body.retryAfter).toBe(SLIDER_RATE_WINDOW_MS / 1000);
    }
    // Refused draws store nothing (reset() does not restore this table, hence the difference).
    expect((await stored()) - start).toBe(SLIDER_PUZZLES_PER_IP);
    expect((await t.request('GET', sliderChallenge.path, { ip: '198.51.100.31' })).status).toBe(200);
  });
});
