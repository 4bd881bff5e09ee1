import { ErrorCode, freePlay, login, memberInfo, TRIAL_TYPE, walletBalance } from '@lobbykit/api-client';
import {
  addFavoriteGame,
  favoriteGames,
  favoriteGamesList,
  gameList,
  launchGame,
  recentGames,
  removeFavoriteGame,
} from '@lobbykit/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../db/merchants';
import { members, whitelabelNodes } from '../db/schema/index';
import { TRIAL_WINDOW_MS, TRIALS_PER_IP } from '../services/free-play';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient, encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();
let nodeId: number;
beforeAll(async () => {
  nodeId = (await t.value(gameList, { query: { gameType: 'RNG', pageSize: '1' } })).games[0]!.nodeId;
});

/** Free play through the api-client, encrypted as a browser sends it. */
const playForFree = (merchant = 'ph') =>
  createTestClient(t.platform, { merchant }).call(freePlay, { os: 'Linux', platform: 'W' });

/** Free play from a chosen IP (the client cannot pick one), with an encrypted body. */
async function freePlayFrom(ip: string, body: unknown = { platform: 'W' }) {
  return t.request('POST', freePlay.path, { ip, body: await encryptedBody(t.platform, body) });
}

async function setFreePlay(merchantCode: string, enabled: boolean): Promise<void> {
  const merchant = (await findMerchantByCode(t.database.db, merchantCode))!;
  await t.database.db
    .update(whitelabelNodes)
    .set({ enabled })
    .where(and(eq(whitelabelNodes.merchantId, merchant.id), eq(whitelabelNodes.modId, 'FREEPLAY3')));
}

describe('free play', () => {
  it('R7.04 R3.48 opens a trial session (type 4) answering the login shape', async () => {
    const value = await playForFree();
    expect(value).toMatchObject({
      expiresIn: expect.any(Number),
      firstTimeLogin: false,
      passwordExpired: false,
      defaultPassword: false,
      type: TRIAL_TYPE,
    });
    expect(value.account).toMatch(/^trial\d{8}$/);
    expect(value.username).toBe(value.account);
    expect(value.customerId).toMatch(/^PHT\d{8}$/);
    const info = await t.value(memberInfo, { token: value.token });
    expect(info).toMatchObject({ id: value.id, account: value.account, type: TRIAL_TYPE, currency: 'TLB' });
  });

  it('R7.04 gives every trial a new account, and the Bangladesh merchant its own currency', async () => {
    const first = await playForFree();
    const second = await playForFree();
    expect(second.account).not.toBe(first.account);
    const bd = await playForFree('bd');
    expect(bd.customerId).toMatch(/^BDT\d{8}$/);
    expect(await t.value(walletBalance, { token: bd.token, merchant: 'bd' })).toMatchObject({
      balance: 2000,
      currency: 'BDT',
    });
  });

  it('R7.04 the trial credit shows in the balance', async () => {
    const { token } = await playForFree();
    expect(await t.value(walletBalance, { token })).toEqual({
      balance: 2000,
      currency: 'TLB',
      currencySymbol: '₱',
    });
  });

  it('R6.20 R8.11 refuses with 403 operation_not_allowed when the merchant has FREEPLAY3 off, and creates nobody', async () => {
    await setFreePlay('ph', false);
    const before = await t.database.db.select().from(members);
    const answer = await freePlayFrom('198.51.100.1');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'operation_not_allowed' });
    expect(await t.database.db.select().from(members)).toHaveLength(before.length);
  });

  it('R7.04 answers bad input with 400 and the field: another platform, a plain body, an unknown field', async () => {
    const platform = await freePlayFrom('198.51.100.2', { platform: 'M' });
    expect(platform.status).toBe(400);
    expect(platform.body).toMatchObject({ errorCode: ErrorCode.validation, field: 'platform' });
    const plain = await t.request('POST', freePlay.path, { body: { platform: 'W' } });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ errorCode: ErrorCode.validation, field: 'value' });
    const extra = await freePlayFrom('198.51.100.2', { platform: 'W', admin: true });
    expect(extra.status).toBe(400);
    expect((await freePlayFrom('198.51.100.2', { platform: 'W', os: 'x'.repeat(40) })).status).toBe(400);
  });

  it(`allows ${TRIALS_PER_IP} trials an hour per IP, then 429 with retryAfter, and again once the hour passes`, async () => {
    for (let trial = 0; trial < TRIALS_PER_IP; trial++) {
      expect((await freePlayFrom('198.51.100.7')).status).toBe(200);
      t.clock.advance(60_000);
    }
    const refused = await freePlayFrom('198.51.100.7');
    expect(refused.status).toBe(429);
    const retryAfter = refused.body.retryAfter as number;
    expect(refused.body).toMatchObject({ errorCode: ErrorCode.tooManyRequests });
    // The first of the ten frees its slot an hour after it was made: 50 minutes from now.
    expect(retryAfter).toBe((TRIAL_WINDOW_MS - TRIALS_PER_IP * 60_000) / 1000);
    expect((await freePlayFrom('198.51.100.8')).status).toBe(200);
    t.clock.advance(retryAfter * 1000);
    expect((await freePlayFrom('198.51.100.7')).status).toBe(200);
  });

  it('R3.48 a trial account cannot log in with a password', async () => {
    const { account } = await playForFree();
    const attempt = createTestClient(t.platform).call(login, { username: account, password: 'anything1' });
    await expect(attempt).rejects.toMatchObject({ errorCode: ErrorCode.invalidCredentials });
  });
});

describe('the trial wall on the server', () => {
  const refused = { success: false, errorCode: ErrorCode.trialAccount };

  it('R5.40 R6.05 favourites answer 403 in_need_true_account to a trial session', async () => {
    const { token } = await playForFree();
    for (const answer of [
      await t.request('GET', favoriteGames.path, { token }),
      await t.request('GET', favoriteGamesList.path, { token, query: { pageNo: '1', pageSize: '10' } }),
      await t.request('POST', addFavoriteGame.path, { token, body: { nodeId } }),
      await t.request('DELETE', removeFavoriteGame.path, { token, body: { nodeId } }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject(refused);
    }
  });

  it('R5.40 R6.05 recent games answer 403 in_need_true_account to a trial session', async () => {
    const { token } = await playForFree();
    const answer = await t.request('GET', recentGames.path, { token });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject(refused);
  });

  it('R6.06 a trial session cannot launch a real-account game', async () => {
    const { token } = await playForFree();
    const answer = await t.request('POST', launchGame.path, { token, body: { nodeId } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject(refused);
  });

  it('a real account still reaches favourites and recent games', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect((await t.request('GET', favoriteGames.path, { token })).status).toBe(200);
    expect((await t.request('GET', recentGames.path, { token })).status).toBe(200);
  });
});
