import { ErrorCode, freePlay } from '@lobbykit/api-client';
import {
  consolidatedFunds,
  merchantWallet,
  recallBalances,
  walletTransfer,
} from '@lobbykit/api-client/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerSum } from '../db/ledger';
import { ledgerEntries, walletAccounts } from '../db/schema/index';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createTestClient } from '../testing/test-client';

const t = testPlatformForFile();

const bdPlayer = () => t.tokenFor('bdplayer01', 'Demo1234', 'bd');
const trialToken = async (merchant = 'bd') =>
  (await createTestClient(t.platform, { merchant }).call(freePlay, { os: 'Linux', platform: 'W' })).token;

let requests = 0;
const nextRequestId = () => `req-${String(++requests).padStart(6, '0')}`;

const transfer = (token: string, body: Record<string, unknown>, merchant = 'bd') =>
  t.request('POST', walletTransfer.path, { token, merchant, body: { requestId: nextRequestId(), ...body } });
const recall = (token: string, requestId = nextRequestId(), merchant = 'bd') =>
  t.request('POST', recallBalances.path, { token, merchant, body: { requestId } });
const funds = (token: string, merchant = 'bd') => t.value(consolidatedFunds, { token, merchant });
const balancesOf = async (token: string, merchant = 'bd') =>
  Object.fromEntries((await funds(token, merchant)).wallets.map((entry) => [entry.code, entry.balance]));
const ledgerCount = async () => (await t.database.db.select().from(ledgerEntries)).length;

describe('merchant wallet and consolidated funds', () => {
  it('R3.30 R7.28 answers value.isSingle per merchant, without a session', async () => {
    expect(await t.value(merchantWallet, { merchant: 'ph' })).toEqual({ isSingle: true });
    expect(await t.value(merchantWallet, { merchant: 'bd' })).toEqual({ isSingle: false });
  });

  it('R7.26 a single-wallet merchant answers the main wallet alone', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    expect(await funds(token, 'ph')).toEqual({
      currency: 'TLB',
      currencySymbol: '₱',
      total: 10_000,
      wallets: [{ code: 'MAIN', name: 'Main Wallet', balance: 10_000 }],
    });
  });

  it('R7.26 a multi-wallet merchant answers the main wallet and every game wallet by vendor code', async () => {
    const answer = await funds(await bdPlayer());
    expect(answer).toMatchObject({ currency: 'BDT', currencySymbol: '৳', total: 10_000 });
    expect(answer.wallets).toEqual([
      { code: 'MAIN', name: 'Main Wallet', balance: 10_000 },
      { code: 'AG', name: 'Asia Gaming', balance: 0 },
      { code: 'PT', name: 'Playtech', balance: 0 },
      { code: 'CQ9', name: 'CQ9 Gaming', balance: 0 },
      { code: 'SBT', name: 'SBTech', balance: 0 },
      { code: 'KY', name: 'KY Poker', balance: 0 },
    ]);
  });

  it('R6.09 R6.05 trial sessions get 403 in_need_true_account for consolidated funds, transfers and recalls', async () => {
    const token = await trialToken();
    const before = await ledgerCount();
    for (const response of [
      await t.request('GET', consolidatedFunds.path, { token, merchant: 'bd' }),
      await transfer(token, { from: 'MAIN', to: 'AG', amount: 10 }),
      await recall(token),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ errorCode: ErrorCode.trialAccount });
    }
    expect(await ledgerCount()).toBe(before);
  });
});

describe('wallet transfer', () => {
  it('R7.27 moves money from the main wallet to a game wallet and back, one ledger entry per wallet', async () => {
    const token = await bdPlayer();
    const out = await transfer(token, { from: 'MAIN', to: 'AG', amount: 1_234.56 });
    expect(out.status).toBe(200);
    expect(out.body.value).toMatchObject({ total: 10_000 });
    expect(await balancesOf(token)).toMatchObject({ MAIN: 8_765.44, AG: 1_234.56 });
    const back = await transfer(token, { from: 'AG', to: 'MAIN', amount: 0.56 });
    expect(back.status).toBe(200);
    expect(await balancesOf(token)).toMatchObject({ MAIN: 8_766, AG: 1_234 });

    const entries = await t.database.db
      .select({ wallet: walletAccounts.wallet, entry: ledgerEntries })
      .from(ledgerEntries)
      .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.kind, 'transfer'));
    expect(
      entries.map((row) => [row.wallet, row.entry.amount, row.entry.idempotencyKey.split(':')[2]]),
    ).toEqual(
      expect.arrayContaining([
        ['MAIN', -123_456, 'out'],
        ['AG', 123_456, 'in'],
        ['AG', -56, 'out'],
        ['MAIN', 56, 'in'],
      ]),
    );
    expect(entries).toHaveLength(4);
  });

  it('R7.27 a replayed requestId answers the first answer and moves nothing', async () => {
    const token = await bdPlayer();
    const body = { from: 'MAIN', to: 'PT', amount: 50, requestId: 'replay-0001' };
    const first = await t.request('POST', walletTransfer.path, { token, merchant: 'bd', body });
    const count = await ledgerCount();
    const again = await t.request('POST', walletTransfer.path, { token, merchant: 'bd', body });
    // Even with another amount the key already spoke: the first answer, nothing moved.
    const changed = await t.request('POST', walletTransfer.path, {
      token,
      merchant: 'bd',
      body: { ...body, amount: 70 },
    });
    expect(again.body).toEqual(first.body);
    expect(changed.body).toEqual(first.body);
    expect(await ledgerCount()).toBe(count);
    expect(await balancesOf(token)).toMatchObject({ MAIN: 9_950, PT: 50 });
  });

  it('R7.27 refuses bad amounts, unknown wallets, two game wallets and more than the source holds, moving nothing', async () => {
    const token = await bdPlayer();
    const before = await ledgerCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ from: 'MAIN', to: 'AG', amount: 0 }, 400, 'amount'],
      [{ from: 'MAIN', to: 'AG', amount: -5 }, 400, 'amount'],
      [{ from: 'MAIN', to: 'AG', amount: 1.005 }, 400, 'amount'],
      [{ from: 'MAIN', to: 'ZZZ', amount: 5 }, 400, 'to'],
      [{ from: 'NOPE', to: 'MAIN', amount: 5 }, 400, 'from'],
      [{ from: 'AG', to: 'PT', amount: 5 }, 400, ''],
      [{ from: 'MAIN', to: 'MAIN', amount: 5 }, 400, ''],
    ];
    for (const [body, status, field] of cases) {
      const response = await transfer(token, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      if (field) expect(response.body.field, JSON.stringify(body)).toBe(field);
    }
    const tooMuch = await transfer(token, { from: 'MAIN', to: 'AG', amount: 10_000.01 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ errorCode: ErrorCode.insufficientBalance, balance: 10_000 });
    const emptyGame = await transfer(token, { from: 'KY', to: 'MAIN', amount: 1 });
    expect(emptyGame.body).toMatchObject({ errorCode: ErrorCode.insufficientBalance, balance: 0 });
    expect(await ledgerCount()).toBe(before);
    expect((await funds(token)).total).toBe(10_000);
  });

  it('R3.30 refuses transfers and recalls on a single-wallet merchant', async () => {
    const token = await t.tokenFor('demo01', 'Demo1234');
    const before = await ledgerCount();
    const refused = await transfer(token, { from: 'MAIN', to: 'AG', amount: 5 }, 'ph');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'to', messageKey: 'single_wallet' });
    const recalled = await recall(token, nextRequestId(), 'ph');
    expect(recalled.status).toBe(400);
    expect(recalled.body).toMatchObject({ messageKey: 'single_wallet' });
    expect(await ledgerCount()).toBe(before);
  });
});

describe('recall balances', () => {
  it('R6.17 moves every game wallet back to the main wallet at once, and a replay answers the first answer', async () => {
    const token = await bdPlayer();
    await transfer(token, { from: 'MAIN', to: 'AG', amount: 100 });
    await transfer(token, { from: 'MAIN', to: 'SBT', amount: 25.5 });
    const first = await recall(token, 'recall-0001');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ recalled: 125.5, total: 10_000 });
    expect(await balancesOf(token)).toEqual({ MAIN: 10_000, AG: 0, PT: 0, CQ9: 0, SBT: 0, KY: 0 });
    const [main] = await t.database.db
      .select({ reference: ledgerEntries.reference, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.idempotencyKey, 'recall:recall-0001:in'));
    expect(main).toEqual({ reference: 'AG,SBT>MAIN', amount: 12_550 });

    await transfer(token, { from: 'MAIN', to: 'PT', amount: 10 });
    const count = await ledgerCount();
    const replay = await recall(token, 'recall-0001');
    expect(replay.body).toEqual(first.body);
    expect(await ledgerCount()).toBe(count);
    expect(await balancesOf(token)).toMatchObject({ MAIN: 9_990, PT: 10 });
  });

  it('R6.17 with nothing in the game wallets recalls 0', async () => {
    const token = await bdPlayer();
    const answer = await recall(token);
    expect(answer.body.value).toMatchObject({ recalled: 0, total: 10_000 });
  });
});

describe('concurrency', () => {
  it('R7.27 R6.17 many parallel transfers and recalls leave every balance equal to its ledger, none negative', async () => {
    const token = await bdPlayer();
    const wallets = ['AG', 'PT', 'CQ9', 'SBT', 'KY'];
    const calls = Array.from({ length: 60 }, (_, index) => {
      const game = wallets[index % wallets.length]!;
      if (index % 10 === 9) return recall(token);
      // Some ask for more than the game wallet can hold by then: those are refused, never negative.
      return index % 3 === 2
        ? transfer(token, { from: game, to: 'MAIN', amount: 150 })
        : transfer(token, { from: 'MAIN', to: game, amount: 200 + index });
    });
    const answers = await Promise.all(calls);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(30);

    const accounts = await t.database.db.select().from(walletAccounts);
    for (const account of accounts) {
      expect(account.balance).toBeGreaterThanOrEqual(0);
      expect(await ledgerSum(t.database.db, account.id)).toBe(account.balance);
    }
    expect((await funds(token)).total).toBe(10_000);
  });
});
