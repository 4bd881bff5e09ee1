import { ErrorCode, walletBalance } from '@lobbykit/api-client';
import {
  launchGame,
  seamlessBalance,
  seamlessBet,
  seamlessRollback,
  seamlessSettle,
} from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { betsOfMember } from '../db/bets';
import { findWalletAccount, ledgerSum } from '../db/ledger';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { testPlatformForFile } from '../testing/platform-for-file';

const t = testPlatformForFile();
let session: string;
beforeEach(async () => {
  session = await t.tokenFor('demo01', 'Demo1234');
});

async function launchOf(gameType: string, extra: Record<string, unknown> = {}) {
  const game = (await t.database.db.query.games.findFirst({
    where: (row, { and, eq }) => and(eq(row.gameType, gameType as 'RNG'), eq(row.isGame, 'GAME')),
    orderBy: (row, { asc }) => asc(row.id),
  }))!;
  const { url } = await t.value(launchGame, { token: session, body: { gameCode: game.gameCode, ...extra } });
  return { game, url, token: new URL(url).searchParams.get('token')! };
}

const post = (path: string, body: Record<string, unknown>) => t.request('POST', path, { body });
const balance = async () => (await t.value(walletBalance, { token: session })).balance;

async function demoMember() {
  const ph = (await findMerchantByCode(t.database.db, 'ph'))!;
  return (await findMemberByUsername(t.database.db, ph.id, 'demo01'))!;
}

describe('the demo game page', () => {
  it('serves a self-contained page under a strict CSP, in the launch language', async () => {
    const { url, game } = await launchOf('RNG', { language: 'BN' });
    const page = await t.platform.fetch(new Request(url));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(html).toContain(`<script nonce="${nonce}">`);
    // Nothing is fetched from elsewhere: no src or href attributes, no absolute URLs but the back URL.
    expect(html).not.toMatch(/\s(src|href)=/);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('ফিরে যান'); // Back
    expect(html).toContain('স্পিন'); // Spin
    expect(html).toContain(game.name.replaceAll('&', '&amp;'));
    expect(html).toContain('₱10,000.00');
  });

  it('draws the variant of the game type: baccarat for live, a match for sports, numbers for lottery', async () => {
    const variants: [string, string][] = [
      ['LIVE', 'data-pick="banker"'],
      ['SPORTS', 'data-pick="home"'],
      ['COCKFIGHT', 'data-pick="meron"'],
      ['FISH', 'id="sea"'],
      ['LOTT', 'id="digits"'],
      ['BINGO', 'id="bingo"'],
    ];
    for (const [gameType, marker] of variants) {
      const { url } = await launchOf(gameType, { language: 'TY' });
      const html = await (await t.platform.fetch(new Request(url))).text();
      expect(html, gameType).toContain(marker);
      expect(html).toContain('Bumalik'); // Back, in Filipino
    }
  });

  it('answers an unknown token with a 401 page', async () => {
    const page = await t.platform.fetch(
      new Request('http://platform.test/demo-game?token=unknown-token-000000000000'),
    );
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('expired');
  });
});

describe('a round through the seamless wallet', () => {
  it('moves the balance by win - stake, records the bet, and keeps the ledger equal to the balance', async () => {
    const { token, game } = await launchOf('RNG');
    const bet = await post(seamlessBet.path, { token, transactionId: 'round-0001', amount: 12.5 });
    expect(bet.status).toBe(200);
    expect(bet.body).toMatchObject({
      value: { status: 'open', stake: 12.5, balance: 9_987.5, currency: 'TLB' },
    });
    const settle = await post(seamlessSettle.path, {
      token,
      transactionId: 'round-0001-s',
      betTransactionId: 'round-0001',
    });
    const value = settle.body.value as {
      win: number;
      balance: number;
      outcome: { variant: string; reels: string[][] };
    };
    expect(value.outcome.variant).toBe('slot');
    expect(value.outcome.reels).toHaveLength(3);
    expect(value.balance).toBe(Number((10_000 - 12.5 + value.win).toFixed(2)));
    expect(await balance()).toBe(value.balance);

    const member = await demoMember();
    const [recorded] = await betsOfMember(t.database.db, member.id);
    expect(recorded).toMatchObject({
      gameId: game.id,
      vendorCode: game.vendorCode,
      gameType: 'RNG',
      roundId: 'round-0001',
      stake: 1_250,
      win: Math.round(value.win * 100),
      status: 'settled',
    });
    const account = (await findWalletAccount(t.database.db, member.id))!;
    expect(await ledgerSum(t.database.db, account.id)).toBe(account.balance);
  });

  it('answers a replayed bet or settle with its first answer and moves money once', async () => {
    const { token } = await launchOf('LIVE');
    const body = { token, transactionId: 'round-0002', amount: 100, pick: 'banker' };
    const first = await post(seamlessBet.path, body);
    const again = await post(seamlessBet.path, body);
    expect(again.body).toEqual(first.body);
    const settle = { token, transactionId: 'round-0002-s', betTransactionId: 'round-0002' };
    const settled = await post(seamlessSettle.path, settle);
    expect((await post(seamlessSettle.path, settle)).body).toEqual(settled.body);
    expect(await balance()).toBe((settled.body.value as { balance: number }).balance);
    expect(await betsOfMember(t.database.db, (await demoMember()).id)).toHaveLength(1);
  });

  it('refuses a stake over the balance with the balance, and changes nothing', async () => {
    const { token } = await launchOf('RNG');
    const response = await post(seamlessBet.path, { token, transactionId: 'round-0003', amount: 10_000.01 });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      success: false,
      errorCode: ErrorCode.insufficientBalance,
      balance: 10_000,
    });
    expect(await balance()).toBe(10_000);
    expect(await betsOfMember(t.database.db, (await demoMember()).id)).toEqual([]);
  });

  it('refuses a bad stake or pick with 400 and the field', async () => {
    const { token } = await launchOf('LIVE');
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0.001, pick: 'banker' }, 'amount'],
      [{ amount: -5, pick: 'banker' }, 'amount'],
      [{ amount: 5, pick: 'dragon' }, 'pick'],
      [{ amount: 5 }, 'pick'],
    ];
    for (const [extra, field] of cases) {
      const response = await post(seamlessBet.path, { token, transactionId: 'round-bad1', ...extra });
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(response.body).toMatchObject({ errorCode: ErrorCode.validation, field });
    }
    expect(await balance()).toBe(10_000);
  });

  it('rolls an open bet back once; refuses unknown bets and mixing settle with rollback', async () => {
    const { token } = await launchOf('SPORTS');
    await post(seamlessBet.path, { token, transactionId: 'round-0004', amount: 50, pick: 'home' });
    const rollback = { token, transactionId: 'round-0004-r', betTransactionId: 'round-0004' };
    const first = await post(seamlessRollback.path, rollback);
    expect(first.body).toMatchObject({ value: { status: 'rolled_back', refunded: 50, balance: 10_000 } });
    expect((await post(seamlessRollback.path, rollback)).body).toEqual(first.body);
    expect(await balance()).toBe(10_000);

    const settleAfter = await post(seamlessSettle.path, {
      token,
      transactionId: 'round-0004-s',
      betTransactionId: 'round-0004',
    });
    expect(settleAfter.status).toBe(409);
    const unknown = await post(seamlessRollback.path, {
      token,
      transactionId: 'round-0005-r',
      betTransactionId: 'round-0005',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorCode: ErrorCode.notFound });

    await post(seamlessBet.path, { token, transactionId: 'round-0006', amount: 50, pick: 'away' });
    await post(seamlessSettle.path, { token, transactionId: 'round-0006-s', betTransactionId: 'round-0006' });
    const rollbackAfter = await post(seamlessRollback.path, {
      token,
      transactionId: 'round-0006-r',
      betTransactionId: 'round-0006',
    });
    expect(rollbackAfter.status).toBe(409);
    expect(await balance()).toBe((await t.value(seamlessBalance, { query: { token } })).balance);
  });

  it('refuses every seamless call once the launch token has expired', async () => {
    const { token } = await launchOf('RNG');
    t.clock.advance(3 * 60 * 60_000);
    const response = await post(seamlessBet.path, { token, transactionId: 'round-0007', amount: 1 });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorCode: ErrorCode.notLoggedIn });
    expect((await t.request('GET', seamlessBalance.path, { query: { token } })).status).toBe(401);
  });

  it('refuses a token from another merchant', async () => {
    const { token } = await launchOf('RNG');
    const response = await t.request('POST', seamlessBet.path, {
      merchant: 'bd',
      body: { token, transactionId: 'round-0008', amount: 1 },
    });
    expect(response.status).toBe(401);
  });
});
