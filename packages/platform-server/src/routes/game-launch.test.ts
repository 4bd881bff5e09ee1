import { ErrorCode, walletBalance } from '@lobbykit/api-client';
import { launchGame, recentGames } from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../db/merchants';
import { members } from '../db/schema/index';
import { insertSession } from '../db/sessions';
import { LAUNCH_TTL_MS } from '../services/game-launch';
import { newToken, sha256 } from '../services/tokens';
import { testPlatformForFile } from '../testing/platform-for-file';

const t = testPlatformForFile();
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', 'Demo1234');
});

const launch = (body: Record<string, unknown>, as = token) =>
  t.request('POST', launchGame.path, { token: as, body });

/** A trial player (type 4) with a live session: trial players sign in through free play, not a password. */
async function trialToken(): Promise<string> {
  const ph = (await findMerchantByCode(t.database.db, 'ph'))!;
  const [trial] = await t.database.db
    .insert(members)
    .values({
      merchantId: ph.id,
      username: 'trial0001',
      passwordHash: 'disabled',
      type: 4,
      customerId: 'PHT0001',
      currency: 'TLB',
    })
    .returning();
  const raw = newToken();
  const now = t.clock.now();
  await insertSession(t.database.db, {
    tokenHash: sha256(raw),
    memberId: trial!.id,
    ip: '203.0.113.10',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return raw;
}

async function firstGameOf(gameType: string) {
  return (await t.database.db.query.games.findFirst({
    where: (game, { and, eq }) => and(eq(game.gameType, gameType as 'RNG'), eq(game.isGame, 'GAME')),
    orderBy: (game, { asc }) => asc(game.id),
  }))!;
}

describe('wallet balance', () => {
  it('R7.25 answers the main balance with currency and symbol, and 401 without a token', async () => {
    expect(await t.value(walletBalance, { token })).toEqual({
      balance: 10_000,
      currency: 'TLB',
      currencySymbol: '₱',
    });
    const anonymous = await t.request('GET', walletBalance.path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, errorCode: ErrorCode.notLoggedIn });
  });
});

describe('launchGame', () => {
  it('R7.40 answers a demo game URL with a launch token for a game of every category', async () => {
    for (const gameType of [
      'RNG',
      'LIVE',
      'FISH',
      'SPORTS',
      'ESPORTS',
      'PVP',
      'COCKFIGHT',
      'LOTT',
      'BINGO',
    ]) {
      const game = await firstGameOf(gameType);
      const { url } = await t.value(launchGame, {
        token,
        body: { gameCode: game.gameCode, vendor: game.vendorCode },
      });
      expect(new URL(url).pathname, gameType).toBe('/demo-game');
      expect(new URL(url).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('launches by nodeId, and stores only the hash of the launch token', async () => {
    const game = await firstGameOf('RNG');
    const { url } = await t.value(launchGame, { token, body: { nodeId: game.id } });
    const raw = new URL(url).searchParams.get('token')!;
    const rows = await t.database.db.query.gameLaunches.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ gameId: game.id, tokenHash: sha256(raw) });
    expect(JSON.stringify(rows)).not.toContain(raw);
  });

  it('refuses unknown games and vendors with 404 not_found', async () => {
    const game = await firstGameOf('RNG');
    for (const body of [
      { gameCode: 'NO_SUCH_GAME' },
      { nodeId: 999_999_999 },
      { gameCode: game.gameCode, vendor: 'NOPE' },
    ]) {
      const response = await launch(body);
      expect(response.status, JSON.stringify(body)).toBe(404);
      expect(response.body).toMatchObject({ success: false, errorCode: ErrorCode.notFound });
    }
  });

  it('refuses a launch without a game (400 gameCode) and without a session (401)', async () => {
    expect((await launch({})).body).toMatchObject({ errorCode: ErrorCode.validation, field: 'gameCode' });
    expect((await t.request('POST', launchGame.path, { body: { gameCode: 'x' } })).status).toBe(401);
  });

  it('R6.06 R8.28 refuses trial players real-account games with in_need_true_account', async () => {
    const game = await firstGameOf('RNG');
    const response = await launch({ gameCode: game.gameCode }, await trialToken());
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false, errorCode: ErrorCode.trialAccount });
  });

  it('R7.45 accepts the lottery lobby parameters and keeps them with the launch', async () => {
    const game = await firstGameOf('LOTT');
    await t.value(launchGame, {
      token,
      body: {
        gameCode: game.gameCode,
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: 'LOTT',
        lottoGameCode: game.gameCode,
        lottoView: 'betting',
        device: 'WEB',
        backUrl: 'http://localhost:5173/lottery',
        language: 'TY',
      },
    });
    const [row] = await t.database.db.query.gameLaunches.findMany();
    expect(row).toMatchObject({
      language: 'TY',
      backUrl: 'http://localhost:5173/lottery',
      lotto: { lottoArea: 'VN', launchMode: 'LOTT', lottoView: 'betting', lottoPrizeMode: 'LOTT' },
    });
  });

  it('expires the launch token after its time', async () => {
    const game = await firstGameOf('RNG');
    const { url } = await t.value(launchGame, { token, body: { gameCode: game.gameCode } });
    t.clock.advance(LAUNCH_TTL_MS + 1);
    const page = await t.platform.fetch(new Request(url));
    expect(page.status).toBe(401);
  });
});

describe('recent games', () => {
  it('R7.39 R9.11 lists launched games most recent first, at most 20, as game cards', async () => {
    const rng = await t.database.db.query.games.findMany({
      where: (game, { and, eq }) => and(eq(game.gameType, 'RNG'), eq(game.isGame, 'GAME')),
      orderBy: (game, { asc }) => asc(game.id),
      limit: 22,
    });
    for (const game of rng) {
      await t.value(launchGame, { token, body: { nodeId: game.id } });
      t.clock.advance(1000);
    }
    // Launching the first again moves it to the top instead of listing it twice.
    await t.value(launchGame, { token, body: { nodeId: rng[0]!.id } });

    const page = await t.value(recentGames, {
      token,
      query: { page: '1', pageSize: '20', gameType: 'RNG', clientType: '3' },
    });
    expect(page.games).toHaveLength(20);
    expect(page.totalCount).toBe(22);
    expect(page.games.map((game) => game.nodeId)).toEqual(
      [
        rng[0]!.id,
        ...rng
          .slice(1)
          .reverse()
          .map((g) => g.id),
      ].slice(0, 20),
    );
    expect(page.games[0]).toMatchObject({ nodeId: rng[0]!.id, gameCode: rng[0]!.gameCode, gameType: 'RNG' });
    expect(page.games[0]!.iconUrl).toMatch(/\.webp$/);
  });

  it('R9.11 refuses a page size over 20, and answers 401 without a token', async () => {
    expect((await t.request('GET', recentGames.path, { token, query: { pageSize: '21' } })).status).toBe(400);
    expect((await t.request('GET', recentGames.path)).status).toBe(401);
  });

  it('keeps recent games per member: another member sees an empty list', async () => {
    const game = await firstGameOf('RNG');
    await t.value(launchGame, { token, body: { nodeId: game.id } });
    const agent = await t.tokenFor('agent01', 'Agent1234');
    expect((await t.value(recentGames, { token: agent })).games).toEqual([]);
  });
});
