import { ErrorCode, Header, login } from '@lobbykit/api-client';
import {
  adminOutbox,
  changePassword,
  forgotPasswordByEmail,
  PAYMENT_PASSWORD_LOCK_MINUTES,
  PAYMENT_PASSWORD_MAX_FAILURES,
  setPaymentPassword,
  withdraw,
} from '@lobbykit/api-client/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../db/members';
import { passwordResets, paymentPasswords, rateEvents, withdrawals } from '../db/schema/index';
import { LOGIN_PASSWORD_GUESSES, LOGIN_PASSWORD_LOCK_MS } from '../services/login-password-guard';
import { burst, statusCounts } from '../testing/burst';
import { cashierSteps, DEMO_PASSWORD, newRequestId, PIN } from '../testing/cashier';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient, encryptedBody } from '../testing/test-client';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const PIN_LOCK_MS = PAYMENT_PASSWORD_LOCK_MINUTES * 60_000;
const DEMO_EMAIL = 'demo01@ph.lobbykit.example';

const t = testPlatformForFile();
const steps = cashierSteps(t);
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', DEMO_PASSWORD);
});

const demo01 = async () => (await findMemberByUsername(t.database.db, 1, 'demo01'))!;

/** Encrypts every body first, then sends them all at once: the burst meets the server together. */
async function encryptedBurst(method: string, path: string, payloads: unknown[]) {
  const bodies = await Promise.all(payloads.map((payload) => encryptedBody(t.platform, payload)));
  return burst(bodies.length, (index) => t.request(method, path, { token, body: bodies[index] }));
}

async function pinFailures(): Promise<number> {
  const [row] = await t.database.db
    .select({ failures: paymentPasswords.failures })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, (await demo01()).id));
  return row?.failures ?? 0;
}

/** The `triesLeft` of the wrong-password answers, smallest first. */
const triesLeftOf = (answers: { status: number; body: Record<string, unknown> }[]) =>
  answers
    .filter((answer) => answer.status === 400)
    .map((answer) => answer.body.triesLeft as number)
    .sort((a, b) => a - b);

const withdrawalCount = async () => (await t.database.db.select({ n: count() }).from(withdrawals))[0]!.n;

describe('payment password under a burst', () => {
  it('R4.74 39 wrong payment passwords and the right one last, all at once: 4 wrong, then locked for every one, the right one included; nothing moves', async () => {
    await steps.setPin(token);
    const account = await steps.bindAccount(token);
    const before = await steps.balance(token);
    const payloads = Array.from({ length: 40 }, (_, index) => ({
      bankAccountId: account.id,
      amount: 200,
      paymentPassword: index === 39 ? PIN : '000000',
      requestId: newRequestId(),
    }));
    const answers = await encryptedBurst('POST', withdraw.path, payloads);

    // What 40 answers one after another would get: four wrong, the fifth locks, the rest are locked.
    expect(statusCounts(answers)).toEqual({ 400: PAYMENT_PASSWORD_MAX_FAILURES - 1, 429: 36 });
    expect(triesLeftOf(answers)).toEqual([1, 2, 3, 4]);
    expect(answers[39]!.body).toMatchObject({
      errorCode: ErrorCode.tooManyRequests,
      messageKey: 'payment_password_locked',
      retryAfter: PIN_LOCK_MS / 1000,
    });
    expect(await pinFailures()).toBe(PAYMENT_PASSWORD_MAX_FAILURES);
    expect(await steps.balance(token)).toBe(before);
    expect(await withdrawalCount()).toBe(0);

    // Once the 5 minutes have run, the right one goes through and the count starts again.
    t.clock.advance(PIN_LOCK_MS);
    const [late] = await encryptedBurst('POST', withdraw.path, [
      { ...payloads[39], requestId: newRequestId() },
    ]);
    expect(late!.status).toBe(200);
    expect(await pinFailures()).toBe(0);
    expect(await withdrawalCount()).toBe(1);
  });

  it('R4.74 forty wrong payment passwords at once leave the count at the limit (5), not forty', async () => {
    await steps.setPin(token);
    const account = await steps.bindAccount(token);
    const payloads = Array.from({ length: 40 }, () => ({
      bankAccountId: account.id,
      amount: 200,
      paymentPassword: '135790',
      requestId: newRequestId(),
    }));
    const answers = await encryptedBurst('POST', withdraw.path, payloads);
    expect(statusCounts(answers)).toEqual({ 400: 4, 429: 36 });
    expect(await pinFailures()).toBe(PAYMENT_PASSWORD_MAX_FAILURES);
  });
});

describe('the login password in the member center under a burst', () => {
  const guesses = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(rateEvents)
        .where(
          and(eq(rateEvents.bucket, 'login-password'), eq(rateEvents.subject, String((await demo01()).id))),
        )
    )[0]!.n;
  const changeForm = (oldPassword: string) => ({
    oldPassword,
    newPassword: 'Chosen123',
    confirmNewPassword: 'Chosen123',
  });

  it('R4.11 R8.06 ten wrong old passwords at once: two wrong, then 5 minutes locked, the right one included; the login is not touched', async () => {
    const answers = await encryptedBurst(
      'PUT',
      changePassword.path,
      Array.from({ length: 10 }, (_, index) => changeForm(`Wrong${index}99`)),
    );
    expect(statusCounts(answers)).toEqual({ 400: LOGIN_PASSWORD_GUESSES - 1, 429: 8 });
    for (const answer of answers.filter((each) => each.status === 400)) {
      expect(answer.body).toMatchObject({ field: 'oldPassword', messageKey: 'old_password_error' });
    }
    expect(triesLeftOf(answers)).toEqual([1, 2]);
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(answer.body).toMatchObject({ errorCode: ErrorCode.tooManyRequests });
      expect(answer.body.retryAfter as number).toBeGreaterThan(0);
      expect(answer.body.retryAfter as number).toBeLessThanOrEqual(LOGIN_PASSWORD_LOCK_MS / 1000);
    }
    expect(await guesses()).toBe(LOGIN_PASSWORD_GUESSES);

    const [right] = await encryptedBurst('PUT', changePassword.path, [changeForm(DEMO_PASSWORD)]);
    expect(right!.status).toBe(429);
    // Its own count: a login from the player's browser needs no captcha for these guesses.
    expect(
      await createTestClient(t.platform).call(login, { username: 'demo01', password: DEMO_PASSWORD }),
    ).toMatchObject({ account: 'demo01' });

    t.clock.advance(LOGIN_PASSWORD_LOCK_MS);
    const [after] = await encryptedBurst('PUT', changePassword.path, [changeForm(DEMO_PASSWORD)]);
    expect(after!.status).toBe(200);
    expect(await guesses()).toBe(0);
  });

  it('R4.11 the login password that sets the first payment password is counted from the first wrong one, and shares the count', async () => {
    const pinForm = (loginPassword: string) => ({
      loginPassword,
      paymentPassword: PIN,
      confirmPaymentPassword: PIN,
    });
    const [first] = await encryptedBurst('PUT', setPaymentPassword.path, [pinForm('Wrong999')]);
    expect(first!.status).toBe(400);
    expect(first!.body).toMatchObject({
      field: 'loginPassword',
      messageKey: 'password_incorrect',
      triesLeft: 2,
    });
    expect(await guesses()).toBe(1);

    const answers = await encryptedBurst(
      'PUT',
      setPaymentPassword.path,
      Array.from({ length: 6 }, (_, index) => pinForm(`Wrong${index}88`)),
    );
    expect(statusCounts(answers)).toEqual({ 400: 1, 429: 5 });
    expect(await guesses()).toBe(LOGIN_PASSWORD_GUESSES);
    // The old password of a password change is the same password: locked too.
    const [change] = await encryptedBurst('PUT', changePassword.path, [changeForm(DEMO_PASSWORD)]);
    expect(change!.status).toBe(429);
    const [right] = await encryptedBurst('PUT', setPaymentPassword.path, [pinForm(DEMO_PASSWORD)]);
    expect(right!.status).toBe(429);

    t.clock.advance(LOGIN_PASSWORD_LOCK_MS);
    const [set] = await encryptedBurst('PUT', setPaymentPassword.path, [pinForm(DEMO_PASSWORD)]);
    expect(set!.status).toBe(200);
  });
});

describe('forgot password by email under a burst', () => {
  it('R4.25 ten requests at once send exactly one mail with one working temporary password; the rest are 429 with retryAfter', async () => {
    const form = new URLSearchParams({ username: 'demo01', email: DEMO_EMAIL }).toString();
    const answers = await burst(10, () =>
      t.request('POST', forgotPasswordByEmail.path, {
        rawBody: form,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(statusCounts(answers)).toEqual({ 200: 1, 429: 9 });
    for (const answer of answers.filter((each) => each.status === 429)) {
      expect(answer.body).toMatchObject({ errorCode: ErrorCode.tooManyRequests });
      expect(answer.body.retryAfter as number).toBeGreaterThan(0);
      expect(answer.body.retryAfter as number).toBeLessThanOrEqual(60);
    }
    const mails = await t.value(adminOutbox, {
      headers: { [Header.adminKey]: TEST_ADMIN_KEY },
      query: { merchantCode: 'ph', to: DEMO_EMAIL, channel: 'mail' },
    });
    expect(mails).toHaveLength(1);
    expect(await t.database.db.select().from(passwordResets)).toHaveLength(1);
    const temporary = mails[0]!.body.match(/temporary password is (\S+)/)![1]!;
    const session = await createTestClient(t.platform).call(login, {
      username: 'demo01',
      password: temporary,
    });
    expect(session).toMatchObject({ account: 'demo01', defaultPassword: true });
  });
});
