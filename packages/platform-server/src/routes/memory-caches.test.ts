import {
  ErrorCode,
  Header,
  logout,
  memberInfo,
  permission,
  registerSettings,
  systemStatus,
  validationRules,
  walletBalance,
  whitelabel,
} from '@lobbykit/api-client';
import {
  adminAccountSettings,
  adminReplaceAccountSettings,
  adminSetMerchantLanguages,
  adminSetSystemStatus,
  bindEmail,
  gameList,
  hotGames,
  launchGame,
  seamlessBet,
  seamlessRollback,
  seamlessSettle,
} from '@lobbykit/api-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TAG } from '../cache/cache-registry';
import { games } from '../db/schema/index';
import { BALANCE_CACHE_ENTRIES } from '../services/balance-cache';
import { LAUNCH_CACHE_ENTRIES } from '../services/game-launch';
import { SESSION_TTL_SECONDS } from '../services/session';
import { testPlatformForFile } from '../testing/platform-for-file';
import { TEST_ADMIN_KEY } from '../testing/test-platform';

const t = testPlatformForFile();

const admin = { [Header.adminKey]: TEST_ADMIN_KEY };
const setStatus = (merchantCode: string, status: 0 | 1 | 2) =>
  t.request('PUT', adminSetSystemStatus.path, { headers: admin, body: { merchantCode, status } });

describe('answers kept in memory see the operator writes at once', () => {
  it('R2.34 R2.35 a status change is the next status and permission read, warm caches or not', async () => {
    expect((await t.value(systemStatus)).status).toBe(0);
    expect((await t.value(permission)).maintenance).toBe(false);
    expect((await setStatus('ph', 1)).status).toBe(200);
    expect((await t.value(systemStatus)).status).toBe(1);
    expect((await t.value(permission)).maintenance).toBe(true);
    expect((await t.request('GET', gameList.path)).body.errorCode).toBe(ErrorCode.maintenance);
    // The other merchant's kept answers are untouched.
    expect((await t.value(permission, { merchant: 'bd' })).maintenance).toBe(false);
  });

  it('R3.34 R5.17 R5.18 replaced account settings are the next whitelabel, rules, register and permission answers', async () => {
    await Promise.all([
      t.value(whitelabel),
      t.value(validationRules),
      t.value(registerSettings),
      t.value(permission),
    ]);
    const before = await t.value(adminAccountSettings, { headers: admin, query: { merchantCode: 'ph' } });
    const settings = {
      ...before,
      fields: { ...before.fields, email: { enabled: true, required: true } },
      modules: { ...before.modules, REGMOBVERF3: true },
      rules: { ...before.rules, username: { ...before.rules.username!, maxLength: 13 } },
    };
    const replaced = await t.request('PUT', adminReplaceAccountSettings.path, {
      headers: admin,
      body: { merchantCode: 'ph', settings },
    });
    expect(replaced.status).toBe(200);
    const flag = (nodes: { modId: string; enabled: boolean }[]) =>
      nodes.find((node) => node.modId === 'REGMOBVERF3')?.enabled;
    expect(flag(await t.value(whitelabel))).toBe(true);
    expect((await t.value(validationRules)).username?.maxLength).toBe(13);
    expect((await t.value(registerSettings)).fields.email).toEqual({ enabled: true, required: true });
    const granted = await t.value(permission);
    expect(flag(granted.info.whitelabel)).toBe(true);
    expect(granted.info.register.username?.maxLength).toBe(13);
    expect(flag(await t.value(whitelabel, { merchant: 'bd' }))).toBe(false);
  });

  it("R3.28 a merchant's new language list is the next permission answer", async () => {
    expect((await t.value(permission, { merchant: 'bd' })).merchant.langList).toEqual(['EN', 'BN']);
    const changed = await t.request('PUT', adminSetMerchantLanguages.path, {
      headers: admin,
      body: { merchantCode: 'bd', langList: ['EN', 'BN', 'PT'] },
    });
    expect(changed.status).toBe(200);
    expect((await t.value(permission, { merchant: 'bd' })).merchant.langList).toEqual(['EN', 'BN', 'PT']);
  });

  it('R7.31 a rebuilt catalogue (its tag invalidated after a write) is the next game list', async () => {
    const first = await t.value(gameList, { query: { pageSize: '1' } });
    const game = first.games[0]!;
    await t.database.db.update(games).set({ name: 'Renamed Game' }).where(eq(games.id, game.nodeId));
    expect((await t.value(gameList, { query: { pageSize: '1' } })).games[0]!.gameName).toBe(game.gameName);
    t.platform.caches.invalidateTag(CATALOGUE_TAG);
    expect((await t.value(gameList, { query: { pageSize: '1' } })).games[0]!.gameName).toBe('Renamed Game');
  });
});

describe('kept answers are never another merchant’s or member’s', () => {
  it('R3.32 interleaved ph and bd reads each get their own permission, whitelabel, game list and hot games', async () => {
    for (let round = 0; round < 2; round++) {
      const [ph, bd] = await Promise.all([t.value(permission), t.value(permission, { merchant: 'bd' })]);
      expect(ph.merchant).toMatchObject({ merchantCode: 'ph', currency: 'TLB' });
      expect(bd.merchant).toMatchObject({ merchantCode: 'bd', currency: 'BDT' });
      // Only ph offers the cockpit (SV3): bd's list of it stays empty however the reads interleave.
      const cockpits = await Promise.all(
        ['ph', 'bd'].map((merchant) => t.value(gameList, { merchant, query: { gameType: 'COCKFIGHT' } })),
      );
      expect(cockpits[0]!.totalCount).toBeGreaterThan(0);
      expect(cockpits[1]!.totalCount).toBe(0);
      const [phHot, bdHot] = await Promise.all(
        ['ph', 'bd'].map((merchant) => t.value(hotGames, { merchant })),
      );
      expect(phHot!.list.length).toBeGreaterThan(0);
      expect(bdHot!.list.every((game) => game.vassalage !== 'SV3')).toBe(true);
    }
  });

  it('R3.26 the permission answer carries each caller its own location around the shared rest', async () => {
    const one = await t.value(permission, { ip: '203.0.113.1' });
    const two = await t.value(permission, { ip: '203.0.113.2' });
    expect(one.location.ip).toBe('203.0.113.1');
    expect(two.location.ip).toBe('203.0.113.2');
    expect({ ...one, location: null }).toEqual({ ...two, location: null });
  });

  it('R7.10 two members read their own member info from the session cache; a ph token opens nothing on bd', async () => {
    const demo = await t.tokenFor('demo01', 'Demo1234');
    const agent = await t.tokenFor('agent01', 'Agent1234');
    for (let round = 0; round < 2; round++) {
      expect((await t.value(memberInfo, { token: demo })).username).toBe('demo01');
      expect((await t.value(memberInfo, { token: agent })).username).toBe('agent01');
      const foreign = await t.request('GET', memberInfo.path, { token: demo, merchant: 'bd' });
      expect(foreign.status).toBe(401);
    }
  });
});

describe('sessions kept in memory', () => {
  it('R7.03 logout revokes a cached token at once', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect((await t.request('GET', memberInfo.path, { token })).status).toBe(200);
    expect((await t.request('DELETE', logout.path, { token })).status).toBe(200);
    expect((await t.request('GET', memberInfo.path, { token })).status).toBe(401);
  });

  it('R7.03 an expired cached token (24 hours) is refused at once', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect((await t.request('GET', memberInfo.path, { token })).status).toBe(200);
    t.clock.advance(SESSION_TTL_SECONDS * 1000 + 1);
    expect((await t.request('GET', memberInfo.path, { token })).status).toBe(401);
  });

  it("R7.10 a member's own write (binding an email) is the next member info", async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const before = await t.value(memberInfo, { token });
    expect(before.email).not.toBe('juan@example.com');
    await t.value(bindEmail, { token, body: { email: 'juan@example.com' } });
    expect((await t.value(memberInfo, { token })).email).toBe('juan@example.com');
  });
});

describe('balances kept in memory', () => {
  const balanceOf = async (token: string) => (await t.value(walletBalance, { token })).balance;
  /** A launch token of the first RNG game for this session: the seamless wallet's calls name it. */
  async function launchToken(session: string) {
    const game = (await t.database.db.query.games.findFirst({
      where: (row, { and, eq }) => and(eq(row.gameType, 'RNG'), eq(row.isGame, 'GAME')),
      orderBy: (row, { asc }) => asc(row.id),
    }))!;
    const { url } = await t.value(launchGame, { token: session, body: { gameCode: game.gameCode } });
    return new URL(url).searchParams.get('token')!;
  }
  const post = (path: string, body: Record<string, unknown>) => t.request('POST', path, { body });

  it('R7.25 each member reads their own balance from memory, and every movement is the next read', async () => {
    const demo = await t.tokenFor('demo01', 'Demo1234');
    const agent = await t.tokenFor('agent01', 'Agent1234');
    const game = await launchToken(demo);
    expect(
      (await post(seamlessBet.path, { token: game, transactionId: 'cache-0000', amount: 1 })).status,
    ).toBe(200);
    const [demoBefore, agentBefore] = [await balanceOf(demo), await balanceOf(agent)];
    expect(demoBefore).toBe(agentBefore - 1);
    expect(t.platform.caches.sizes().balances).toBe(2);
    for (let round = 0; round < 2; round++) {
      expect(await balanceOf(demo)).toBe(demoBefore);
      expect(await balanceOf(agent)).toBe(agentBefore);
    }

    const bet = await post(seamlessBet.path, { token: game, transactionId: 'cache-0001', amount: 12.5 });
    expect(bet.status).toBe(200);
    expect(await balanceOf(demo)).toBe(demoBefore - 12.5);
    const settled = await post(seamlessSettle.path, {
      token: game,
      transactionId: 'cache-0001s',
      betTransactionId: 'cache-0001',
    });
    const afterSettle = (settled.body.value as { balance: number }).balance;
    expect(await balanceOf(demo)).toBe(afterSettle);
    await post(seamlessBet.path, { token: game, transactionId: 'cache-0002', amount: 3 });
    await post(seamlessRollback.path, {
      token: game,
      transactionId: 'cache-0002r',
      betTransactionId: 'cache-0002',
    });
    expect(await balanceOf(demo)).toBe(afterSettle);
    // A refused movement (a stake over the balance) moves nothing and the kept balance stays true.
    const refused = await post(seamlessBet.path, {
      token: game,
      transactionId: 'cache-0003',
      amount: 9_999_999,
    });
    expect(refused.status).not.toBe(200);
    expect(await balanceOf(demo)).toBe(afterSettle);
    // The other member's balance never moved, nor was it ever answered to the first.
    expect(await balanceOf(agent)).toBe(agentBefore);
  });

  it('R7.25 a read that started before a movement ended does not keep the balance it read', async () => {
    const demo = await t.tokenFor('demo01', 'Demo1234');
    const game = await launchToken(demo);
    const before = await balanceOf(demo);
    // Reads and bets interleaved: whatever each read answered, the read after them all is exact.
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, n) =>
        post(seamlessBet.path, { token: game, transactionId: `race-000${n}`, amount: 1 }),
      ),
      ...Array.from({ length: 5 }, () => balanceOf(demo)),
    ]);
    expect(answers.slice(0, 5).map((answer) => (answer as { status: number }).status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(await balanceOf(demo)).toBe(before - 5);
  });

  it('a flood of members keeps the balances within their bound', () => {
    expect(BALANCE_CACHE_ENTRIES).toBeLessThanOrEqual(50_000);
    expect(t.platform.caches.sizes().balances).toBeLessThanOrEqual(BALANCE_CACHE_ENTRIES);
  });

  it('R7.25 a live launch is kept for its seamless calls; a flood of unknown launch tokens keeps nothing', async () => {
    const demo = await t.tokenFor('demo01', 'Demo1234');
    const game = await launchToken(demo);
    await post(seamlessBet.path, { token: game, transactionId: 'kept-0001', amount: 1 });
    expect(t.platform.caches.sizes()['game launches']).toBe(1);
    for (let n = 0; n < 50; n++) {
      const token = `${game.slice(0, -3)}${String(n).padStart(3, '0')}`;
      const refused = await post(seamlessBet.path, { token, transactionId: 'flood-0001', amount: 1 });
      expect(refused.status).toBe(401);
    }
    expect(t.platform.caches.sizes()['game launches']).toBe(1);
    expect(LAUNCH_CACHE_ENTRIES).toBeLessThanOrEqual(20_000);
  });
});

describe('HTTP caching of kept answers', () => {
  it('R7.20 answers an ETag, 304 Not Modified to If-None-Match, and a new body after an operator write', async () => {
    const first = await t.request('GET', whitelabel.path);
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.request('GET', whitelabel.path, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toEqual({});
    const before = await t.value(adminAccountSettings, { headers: admin, query: { merchantCode: 'ph' } });
    await t.request('PUT', adminReplaceAccountSettings.path, {
      headers: admin,
      body: {
        merchantCode: 'ph',
        settings: { ...before, modules: { ...before.modules, REGMOBVERF3: true } },
      },
    });
    const changed = await t.request('GET', whitelabel.path, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
  });

  it('a flood of distinct game searches keeps every cache within its bound', async () => {
    // More distinct filters than the lists cache holds (256); the answers cache's own bound (2,000)
    // is the same bounded map, checked in cache/bounded-cache.test.ts.
    for (let i = 0; i < 300; i++) {
      const answer = await t.request('GET', gameList.path, { query: { gameName: `no such game ${i}` } });
      expect(answer.status).toBe(200);
    }
    const sizes = t.platform.caches.sizes();
    expect(sizes['catalogue answers']).toBeLessThanOrEqual(2_000);
    expect(sizes['catalogue lists']).toBeLessThanOrEqual(256);
  });
});
