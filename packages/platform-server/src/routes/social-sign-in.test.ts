import { captcha, ErrorCode, login, memberInfo } from '@lobbykit/api-client';
import { register, socialCallback, socialProviders, socialStart } from '@lobbykit/api-client/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberIdentities, members, sessions } from '../db/schema/index';
import { DEMO_PEOPLE } from '../demo-openid/demo-people';
import { type DemoOpenIdProvider, startDemoOpenIdProvider } from '../demo-openid/demo-provider';
import { socialProvidersFromEnv } from '../services/social-sign-in/providers';
import { changeAccountSettings } from '../testing/account-settings';
import { signInAtDemoProvider } from '../testing/demo-openid-browser';
import { encryptedBody } from '../testing/test-client';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

const REDIRECT_URI = 'http://127.0.0.1:5173/login';
const [ana, rahim] = DEMO_PEOPLE as [(typeof DEMO_PEOPLE)[0], (typeof DEMO_PEOPLE)[0]];

let demo: DemoOpenIdProvider;
let t: TestPlatform;
beforeAll(async () => {
  demo = await startDemoOpenIdProvider({ redirectUris: [REDIRECT_URI] });
  t = await createTestPlatform({
    socialProviders: socialProvidersFromEnv({ LOBBYKIT_DEMO_OPENID_URL: demo.issuer }),
  });
});
afterAll(async () => {
  await t.close();
  await demo.close();
});
beforeEach(() => t.reset());

async function start(provider = 'google', redirectUri = REDIRECT_URI) {
  return t.request('POST', socialStart.path, { body: { provider, redirectUri } });
}

/** Starts a sign-in and goes through the demo provider as this person: the callback's fields. */
async function signIn(person = ana, provider = 'google') {
  const started = await start(provider);
  expect(started.status).toBe(200);
  const { authorizationUrl, browserKey } = started.body.value as {
    authorizationUrl: string;
    browserKey: string;
  };
  const answer = await signInAtDemoProvider(authorizationUrl, REDIRECT_URI, person);
  return { provider, browserKey, ...answer };
}

const callback = (fields: Record<string, unknown>) =>
  t.request('POST', socialCallback.path, { body: fields });

async function memberCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(members);
  return row!.n;
}

async function sessionCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(sessions);
  return row!.n;
}

/** Nobody logged in: a refusal in words, and not one session or member more. */
async function expectRefused(
  answer: Awaited<ReturnType<typeof callback>>,
  before: { members: number; sessions: number },
) {
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ success: false, errorCode: ErrorCode.socialSignInFailed });
  expect(await memberCount()).toBe(before.members);
  expect(await sessionCount()).toBe(before.sessions);
}

const counts = async () => ({ members: await memberCount(), sessions: await sessionCount() });

describe('social sign-in (R4.14 Facebook, R4.15 Google)', () => {
  it('R4.14 R4.15 offers Google and Facebook when the demo provider stands in for both', async () => {
    expect(await t.value(socialProviders)).toEqual({ providers: ['google', 'facebook'] });
  });

  it('R4.15 registers a new Google person once, then logs the same member in again', async () => {
    const before = await memberCount();
    const first = await callback(await signIn(ana));
    expect(first.status).toBe(200);
    const value = first.body.value as {
      token: string;
      account: string;
      nickname: string;
      defaultPassword: boolean;
    };
    expect(value.account).toMatch(/^google\d{7}$/);
    expect(value).toMatchObject({ nickname: 'Ana Santos', defaultPassword: false, firstTimeLogin: false });
    expect(await memberCount()).toBe(before + 1);
    const info = await t.value(memberInfo, { token: value.token });
    expect(info.account).toBe(value.account);

    const again = await callback(await signIn(ana));
    expect(again.status).toBe(200);
    expect((again.body.value as { account: string }).account).toBe(value.account);
    expect(await memberCount()).toBe(before + 1);
    const links = await t.database.db
      .select()
      .from(memberIdentities)
      .where(eq(memberIdentities.provider, 'google'));
    expect(links).toHaveLength(1);
  });

  it('R4.14 keeps a Facebook person apart from the same person at Google and from other people', async () => {
    const google = await callback(await signIn(ana, 'google'));
    const facebook = await callback(await signIn(ana, 'facebook'));
    const other = await callback(await signIn(rahim, 'facebook'));
    const accounts = [google, facebook, other].map(
      (answer) => (answer.body.value as { account: string }).account,
    );
    expect(accounts[1]).toMatch(/^facebook\d{7}$/);
    expect(new Set(accounts).size).toBe(3);
  });

  it('R4.15 refuses a callback with a wrong state and logs nobody in', async () => {
    const fields = await signIn(ana);
    const before = await counts();
    await expectRefused(await callback({ ...fields, state: 'not-the-state-we-sent' }), before);
  });

  it('R4.15 refuses an ID token whose nonce is not the one the sign-in started with', async () => {
    const started = await start();
    const { authorizationUrl, browserKey } = started.body.value as {
      authorizationUrl: string;
      browserKey: string;
    };
    // The provider puts whatever nonce the request names into the ID token.
    const tampered = new URL(authorizationUrl);
    tampered.searchParams.set('nonce', 'a-nonce-of-someone-elses');
    const answer = await signInAtDemoProvider(tampered.href, REDIRECT_URI, ana);
    const before = await counts();
    await expectRefused(await callback({ provider: 'google', browserKey, ...answer }), before);
    expect(t.log.lines.join('\n')).toMatch(/refused \(google\):.*nonce/);
  });

  it('R4.15 refuses a replayed code: the second callback logs nobody in', async () => {
    const fields = await signIn(ana);
    expect((await callback(fields)).status).toBe(200);
    const before = await counts();
    await expectRefused(await callback(fields), before);
    expect(t.log.lines.join('\n')).toMatch(/refused \(google\): unknown, expired or spent state/);
  });

  it('R4.15 refuses an old code brought to a new sign-in (the provider spent it)', async () => {
    const old = await signIn(ana);
    expect((await callback(old)).status).toBe(200);
    const started = await start();
    const { browserKey } = started.body.value as { browserKey: string };
    const state = new URL(
      (started.body.value as { authorizationUrl: string }).authorizationUrl,
    ).searchParams.get('state')!;
    const before = await counts();
    await expectRefused(
      await callback({ provider: 'google', browserKey, state, code: old.code, iss: old.iss }),
      before,
    );
    expect(t.log.lines.join('\n')).toMatch(/refused \(google\):.*invalid_grant/);
  });

  it('R4.15 refuses a callback from a browser that did not start the sign-in', async () => {
    const fields = await signIn(ana);
    const before = await counts();
    await expectRefused(await callback({ ...fields, browserKey: 'another-browsers-key' }), before);
  });

  it('R4.15 refuses a callback that names another provider than the one started', async () => {
    const fields = await signIn(ana, 'google');
    const before = await counts();
    await expectRefused(await callback({ ...fields, provider: 'facebook' }), before);
  });

  it('R4.15 refuses a callback after the sign-in expired', async () => {
    const fields = await signIn(ana);
    t.clock.advance(11 * 60_000);
    const before = await counts();
    await expectRefused(await callback(fields), before);
  });

  it('R4.14 R4.15 refuses an unknown provider at the start and at the callback, logging nobody in', async () => {
    const started = await start('twitter');
    expect(started.status).toBe(404);
    expect(started.body).toMatchObject({ errorCode: ErrorCode.unknownProvider, field: 'provider' });
    const fields = await signIn(ana);
    const before = await counts();
    const answer = await callback({ ...fields, provider: 'myspace' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.unknownProvider });
    expect(await counts()).toEqual(before);
  });

  it("R4.15 sends the sign-in back only to a page of one of the merchant's domains", async () => {
    const answer = await start('google', 'https://evil.example/login');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ errorCode: ErrorCode.invalidDomain, field: 'redirectUri' });
  });
});

describe('Google verification of a login from a new IP (R4.16)', () => {
  const NEW_IP = '198.51.100.7';

  const askGoogleAtNewIps = () =>
    changeAccountSettings(t, (settings) => ({ ...settings, newIpProof: 'google' }));

  /** A password player registered from the default test IP, its Google account linked or not. */
  async function registerPlayer(username: string, mobileNum: string, linkedTo?: string) {
    const { captchaId } = await t.value(captcha);
    const form = {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum,
      email: `${username}@example.com`,
      payeeName: 'Juan Dela Cruz',
      captchaId,
      captcha: 'Ab3x',
      login: false,
    };
    const answer = await t.request('PUT', register.path, { body: await encryptedBody(t.platform, form) });
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true });
    const [member] = await t.database.db.select().from(members).where(eq(members.username, username));
    if (linkedTo) {
      await t.database.db.insert(memberIdentities).values({
        merchantId: member!.merchantId,
        memberId: member!.id,
        provider: 'google',
        subject: linkedTo,
        createdAt: new Date(),
      });
    }
    return member!;
  }

  const loginFrom = async (username: string, ip: string) =>
    t.request('POST', login.path, {
      ip,
      body: await encryptedBody(t.platform, { username, password: 'Secret123' }),
    });

  it('R4.16 holds a login at a new IP for Google verification; only the linked Google account releases it', async () => {
    const player = await registerPlayer('linked01', '09181234567', ana.subject);
    await askGoogleAtNewIps();
    const held = await loginFrom('linked01', NEW_IP);
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({ errorCode: ErrorCode.verifyFirst, proof: { kind: 'google' } });
    const { ticket } = held.body.proof as { ticket: string };

    // Another person's Google account proves nothing, logs nobody in and registers nobody.
    const before = await counts();
    const other = await t.request('POST', socialCallback.path, {
      ip: NEW_IP,
      body: { ...(await signIn(rahim)), ticket },
    });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ errorCode: ErrorCode.validation, messageKey: 'proof_mismatch' });
    expect(await counts()).toEqual(before);

    // Typed words cannot answer a Google verification.
    const typed = await t.request('POST', '/wps/session/login/proof', {
      ip: NEW_IP,
      body: await encryptedBody(t.platform, { ticket, answer: 'Juan Dela Cruz' }),
    });
    expect(typed.status).toBe(400);
    expect(await sessionCount()).toBe(before.sessions);

    // The linked account releases the held login: a session for that member, from the new IP.
    const proven = await t.request('POST', socialCallback.path, {
      ip: NEW_IP,
      body: { ...(await signIn(ana)), ticket },
    });
    expect(proven.status).toBe(200);
    const token = (proven.body.value as { token: string }).token;
    const info = await t.value(memberInfo, { token });
    expect(info).toMatchObject({ account: player.username });
    expect(await memberCount()).toBe(before.members);

    // Spent: the same ticket releases nothing again, and the IP is now known.
    const again = await t.request('POST', socialCallback.path, {
      ip: NEW_IP,
      body: { ...(await signIn(ana)), ticket },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ messageKey: 'proof_expired' });
    expect((await loginFrom('linked01', NEW_IP)).status).toBe(200);
  });

  it('R4.16 a member with no Google account linked is asked for the bank account name instead', async () => {
    await registerPlayer('unlinked01', '09181234568');
    await askGoogleAtNewIps();
    const held = await loginFrom('unlinked01', NEW_IP);
    expect(held.body).toMatchObject({ errorCode: ErrorCode.verifyFirst, proof: { kind: 'payeeName' } });
  });
});
