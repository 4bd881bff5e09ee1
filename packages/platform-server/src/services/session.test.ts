import { ErrorCode } from '@lobbykit/api-client';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { downlineIds, findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { loginFailures, type MerchantRow, members } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createCaptchaService } from './captcha';
import { DomainError } from './domain-error';
import { CAPTCHA_AFTER_FAILURES, createLoginGuard } from './login-guard';
import { hashPassword } from './passwords';
import { createSessionService, type LoginForm, type SessionService } from './session';

const clock = manualClock();
let database: TestDatabase;
let sessions: SessionService;
let captchas: ReturnType<typeof createCaptchaService>;
let ph: MerchantRow;
let answer = 'Ab3x';

beforeAll(async () => {
  database = await createTestDatabase(clock);
  captchas = createCaptchaService({ db: database.db, clock, draw: () => ({ text: answer, data: '<svg/>' }) });
  sessions = createSessionService({
    db: database.db,
    clock,
    guard: createLoginGuard({ db: database.db, clock }),
    captcha: captchas,
  });
});
afterAll(() => database.close());
beforeEach(async () => {
  clock.set('2026-01-15T08:00:00Z');
  answer = 'Ab3x';
  await database.reset();
  ph = (await findMerchantByCode(database.db, 'ph'))!;
});

const form = (username: string, password: string, extra: Partial<LoginForm> = {}): LoginForm => ({
  username,
  password,
  type: 'username',
  isSms: false,
  rememberMe: false,
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

const login = (username: string, password: string, ip = '198.51.100.1', extra: Partial<LoginForm> = {}) =>
  sessions.login(form(username, password, extra), { merchant: ph, ip });

describe('login', () => {
  it('logs a player in and stores only the hash of the token', async () => {
    const value = await login('demo01', 'Demo1234');
    expect(value).toMatchObject({
      account: 'demo01',
      type: 0,
      firstTimeLogin: false,
      defaultPassword: false,
    });
    const auth = await sessions.authenticate(value.token, ph);
    expect(auth?.member.username).toBe('demo01');
    expect(auth?.session.tokenHash).not.toContain(value.token);
    expect(auth?.session.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches the username without regard to case', async () => {
    expect((await login('DEMO01', 'Demo1234')).account).toBe('demo01');
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    const wrong = await failure(login('demo01', 'Demo12345'));
    const unknown = await failure(login('nobody01', 'Demo1234'));
    expect([wrong.errorCode, unknown.errorCode]).toEqual([
      ErrorCode.invalidCredentials,
      ErrorCode.invalidCredentials,
    ]);
    expect(wrong.message).toBe(unknown.message);
  });

  it('keeps merchants apart: a bd player cannot log in on ph', async () => {
    expect((await failure(login('bdplayer01', 'Demo1234'))).errorCode).toBe(ErrorCode.invalidCredentials);
  });

  it('R3.47 logs an agent in with its agent type', async () => {
    const value = await login('agent01', 'Agent1234');
    expect(value.type).toBe(1);
    const agent = (await findMemberByUsername(database.db, ph.id, 'agent01'))!;
    const demo = (await findMemberByUsername(database.db, ph.id, 'demo01'))!;
    const newbie = (await findMemberByUsername(database.db, ph.id, 'newbie01'))!;
    expect(await downlineIds(database.db, agent.id)).toEqual([demo.id, newbie.id]);
  });

  it('R3.48 refuses a password login for a trial account (type 4)', async () => {
    await database.db.insert(members).values({
      merchantId: ph.id,
      username: 'trial0001',
      passwordHash: await hashPassword('Trial1234'),
      type: 4,
      customerId: 'PH-T-0001',
      currency: 'TLB',
    });
    expect((await failure(login('trial0001', 'Trial1234'))).errorCode).toBe(ErrorCode.trialAccount);
  });

  it('R8.11 refuses verification-code login while that module is off with operation_not_allowed', async () => {
    const error = await failure(login('demo01', 'Demo1234', undefined, { type: 'sms' }));
    expect(error).toMatchObject({ errorCode: ErrorCode.operationNotAllowed, flags: { field: 'type' } });
  });

  it('R4.07 reports defaultPassword when the password is the merchant default, and firstTimeLogin', async () => {
    await database.db
      .update(members)
      .set({ passwordHash: await hashPassword(ph.defaultPassword), firstLogin: true })
      .where(eq(members.username, 'demo01'));
    const value = await login('demo01', ph.defaultPassword);
    expect(value).toMatchObject({ defaultPassword: true, firstTimeLogin: true });
  });

  it('R4.08 reports passwordExpired once the password is older than the merchant expiry days', async () => {
    clock.advance((ph.passwordExpiryDays - 1) * 86_400_000);
    expect((await login('demo01', 'Demo1234')).passwordExpired).toBe(false);
    clock.advance(2 * 86_400_000);
    expect((await login('demo01', 'Demo1234')).passwordExpired).toBe(true);
  });
});

describe('captcha after failed logins', () => {
  it('R4.11 flags captcha on the third failure for an account, whatever the IP', async () => {
    const flags = [];
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      flags.push((await failure(login('demo01', 'nope', ip))).flags.captcha ?? false);
    }
    expect(flags).toEqual([false, false, true]);
    const next = await failure(login('demo01', 'Demo1234', '198.51.100.9'));
    expect(next).toMatchObject({ errorCode: ErrorCode.captchaRequired, flags: { captcha: true } });
    // Another account from a fresh IP is not affected.
    expect((await login('agent01', 'Agent1234', '198.51.100.9')).account).toBe('agent01');
  });

  it('R4.11 flags captcha on the third failure from one IP, whatever the account', async () => {
    for (const username of ['ghost01', 'ghost02']) await failure(login(username, 'nope', '192.0.2.7'));
    expect((await failure(login('ghost03', 'nope', '192.0.2.7'))).flags.captcha).toBe(true);
    expect((await failure(login('demo01', 'Demo1234', '192.0.2.7'))).errorCode).toBe(
      ErrorCode.captchaRequired,
    );
    expect((await login('demo01', 'Demo1234', '192.0.2.8')).account).toBe('demo01');
  });

  it('refuses a wrong captcha, then accepts a right one (any case) and clears the account count', async () => {
    for (let index = 0; index < 3; index++) await failure(login('demo01', 'nope'));
    const first = await captchas.issue();
    const wrong = await failure(
      login('demo01', 'Demo1234', undefined, { captchaId: first.captchaId, captcha: 'zzzz' }),
    );
    expect(wrong).toMatchObject({ errorCode: ErrorCode.captchaFailed, flags: { captcha: true } });

    const second = await captchas.issue();
    const value = await login('demo01', 'Demo1234', '198.51.100.50', {
      captchaId: second.captchaId,
      captcha: 'aB3X',
    });
    expect(value.account).toBe('demo01');
    // The account was forgiven: the next login from a clean IP needs no captcha.
    expect((await login('demo01', 'Demo1234', '198.51.100.51')).account).toBe('demo01');
  });

  it('spends a captcha on its first check, and refuses an expired one', async () => {
    for (let index = 0; index < 3; index++) await failure(login('demo01', 'nope'));
    const challenge = await captchas.issue();
    await failure(
      login('demo01', 'still-wrong', undefined, { captchaId: challenge.captchaId, captcha: 'Ab3x' }),
    );
    const reused = await failure(
      login('demo01', 'Demo1234', undefined, { captchaId: challenge.captchaId, captcha: 'Ab3x' }),
    );
    expect(reused.errorCode).toBe(ErrorCode.captchaFailed);

    const late = await captchas.issue();
    clock.advance(5 * 60_000 + 1);
    const expired = await failure(
      login('demo01', 'Demo1234', undefined, { captchaId: late.captchaId, captcha: 'Ab3x' }),
    );
    expect(expired.errorCode).toBe(ErrorCode.captchaFailed);
  });

  it('forgets failures older than the 15-minute window', async () => {
    for (let index = 0; index < 3; index++) await failure(login('demo01', 'nope'));
    clock.advance(15 * 60_000 + 1);
    expect((await login('demo01', 'Demo1234')).account).toBe('demo01');
  });
});

describe('parallel wrong logins', () => {
  const burst = (size: number, attempt: (index: number) => Promise<unknown>) =>
    Promise.all(Array.from({ length: size }, (_, index) => failure(attempt(index))));
  const codes = (errors: DomainError[]) => errors.map((error) => error.errorCode).sort();
  const expected = (size: number) =>
    [
      ...Array<string>(CAPTCHA_AFTER_FAILURES).fill(ErrorCode.invalidCredentials),
      ...Array<string>(size - CAPTCHA_AFTER_FAILURES).fill(ErrorCode.captchaRequired),
    ].sort();
  const failuresOf = async (subject: string) =>
    (
      await database.db.select({ n: count() }).from(loginFailures).where(eq(loginFailures.subject, subject))
    )[0]!.n;

  it('R4.11 eight at once for one account: three are checked, the other five must pass a captcha first', async () => {
    const errors = await burst(8, (index) => login('demo01', `wrong-${index}`, `198.51.100.${10 + index}`));
    expect(codes(errors)).toEqual(expected(8));
    expect(errors.some((error) => error.flags.captcha === true)).toBe(true);
    expect(await failuresOf('demo01')).toBe(CAPTCHA_AFTER_FAILURES);
    // Even the right password now needs the captcha.
    expect((await failure(login('demo01', 'Demo1234', '198.51.100.99'))).errorCode).toBe(
      ErrorCode.captchaRequired,
    );
  });

  it('R4.11 eight at once from one IP over eight accounts: three are checked, the other five must pass a captcha first', async () => {
    const ip = '192.0.2.40';
    const errors = await burst(8, (index) => login(`ghost0${index}`, 'wrong-password', ip));
    expect(codes(errors)).toEqual(expected(8));
    expect(await failuresOf(ip)).toBe(CAPTCHA_AFTER_FAILURES);
    expect((await failure(login('demo01', 'Demo1234', ip))).errorCode).toBe(ErrorCode.captchaRequired);
    expect((await login('demo01', 'Demo1234', '192.0.2.41')).account).toBe('demo01');
  });

  it('R4.11 a right password takes back the failure it was counted as while it was checked', async () => {
    const ip = '192.0.2.50';
    for (const [username, password] of [
      ['demo01', 'Demo1234'],
      ['agent01', 'Agent1234'],
      ['demo01', 'Demo1234'],
    ] as const) {
      await login(username, password, ip);
    }
    expect(await failuresOf(ip)).toBe(0);
    const wrong = await failure(login('agent01', 'nope', ip));
    expect(wrong).toMatchObject({ errorCode: ErrorCode.invalidCredentials, flags: {} });
    expect(wrong.flags.captcha).toBeUndefined();
  });

  it('R4.11 a wrong captcha does not count as a failed login', async () => {
    for (let index = 0; index < CAPTCHA_AFTER_FAILURES; index++) await failure(login('demo01', 'nope'));
    const challenges = await Promise.all([captchas.issue(), captchas.issue()]);
    const errors = await Promise.all(
      challenges.map((challenge) =>
        failure(login('demo01', 'Demo1234', undefined, { captchaId: challenge.captchaId, captcha: 'zzzz' })),
      ),
    );
    expect(errors.map((error) => error.errorCode)).toEqual([
      ErrorCode.captchaFailed,
      ErrorCode.captchaFailed,
    ]);
    expect(await failuresOf('demo01')).toBe(CAPTCHA_AFTER_FAILURES);
  });
});

describe('sessions', () => {
  it('logout revokes the session', async () => {
    const { token } = await login('demo01', 'Demo1234');
    const auth = (await sessions.authenticate(token, ph))!;
    await sessions.logout(auth.session);
    expect(await sessions.authenticate(token, ph)).toBeUndefined();
  });

  it('a session lasts 24 hours', async () => {
    const { token } = await login('demo01', 'Demo1234');
    clock.advance(24 * 3_600_000 - 1);
    expect(await sessions.authenticate(token, ph)).toBeDefined();
    clock.advance(1);
    expect(await sessions.authenticate(token, ph)).toBeUndefined();
  });
});
