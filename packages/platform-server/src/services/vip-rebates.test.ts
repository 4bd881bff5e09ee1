import { transactionHistory } from '@lobbykit/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { type GameRow, games, turnoverRequirements, vipLevels } from '../db/schema/index';
import { rebatesOfMember } from '../db/vip-rebates';
import { memoryLogger } from '../log';
import { ledgerOf } from '../testing/ledger';
import { testPlatformForFile } from '../testing/platform-for-file';
import { createSeamlessWallet } from './seamless-wallet';
import { createVipRebates, rebateKey, rebateTopUpKey } from './vip-rebates';
import { createWalletService } from './wallet';

const t = testPlatformForFile();
let slot: GameRow;
beforeAll(async () => {
  const rows = await t.database.db
    .select()
    .from(games)
    .where(and(eq(games.gameType, 'RNG'), eq(games.isGame, 'GAME')))
    .orderBy(asc(games.id))
    .limit(1);
  slot = rows[0]!;
});

const member = async (username: string) => {
  const merchant = (await findMerchantByCode(t.database.db, 'ph'))!;
  return (await findMemberByUsername(t.database.db, merchant.id, username))!;
};

/** Settled losing rounds through the real bet path at the clock's now: each stake is a valid bet. */
async function play(username: string, stakes: number[], tag: string) {
  const who = await member(username);
  const seamless = createSeamlessWallet({
    wallet: createWalletService({ db: t.database.db, clock: t.clock }),
  });
  for (const [index, stake] of stakes.entries()) {
    const id = `${tag}-${index}`;
    await seamless.bet(who, slot, { transactionId: id, stake, outcome: { win: 0, detail: {} } });
    await seamless.settle(who, { transactionId: `${id}-s`, betTransactionId: id });
  }
}

/** demo01's rebate rows as (day, amount); other seeded members' days are paid by the same passes. */
const paidDays = async () =>
  (await rebatesOfMember(t.database.db, (await member('demo01')).id)).map(({ day, amount }) => [day, amount]);

const rebateEntries = async (username: string) =>
  (await ledgerOf(t, username)).filter((entry) => entry.idempotencyKey.startsWith('vip-rebate:'));

describe('VIP rebates (daily, from the previous merchant day)', () => {
  it('issue 12: pays each ended Manila day once at the level held that day: floor(validBet x rate), never twice', async () => {
    // 2026-01-15 16:00 in Manila (+8): demo01 (level 0, 0.2%) plays 833.33 of valid bets.
    t.clock.set('2026-01-15T08:00:00Z');
    await play('demo01', [50_000, 33_333], 'd1');
    const rebates = t.platform.vipRebates;
    // The day has not ended in Manila: nothing yet.
    t.clock.set('2026-01-15T15:00:00Z');
    await rebates.run();
    expect(await paidDays()).toEqual([]);

    // 00:30 on the 16th in Manila (16:30 UTC on the 15th): the 15th is paid, 166.666 floored to 1.66.
    t.clock.set('2026-01-15T16:30:00Z');
    await rebates.run();
    expect(await paidDays()).toEqual([['2026-01-15', 166]]);
    // A re-run finds nothing left to pay, for anyone.
    expect(await rebates.run()).toEqual({ days: 0, paid: 0, amount: 0 });
    expect(await paidDays()).toEqual([['2026-01-15', 166]]);

    // The 16th: 2,000.00 more takes demo01 to Bronze (1,000.00 of turnover), whose rate is 0.3%.
    t.clock.set('2026-01-16T03:00:00Z');
    await play('demo01', [100_000, 100_000], 'd2');
    t.clock.set('2026-01-16T17:00:00Z');
    // Two instances' passes at once (each its own service): the day is paid by one of them.
    const other = createVipRebates({
      db: t.database.db,
      clock: t.clock,
      wallet: createWalletService({ db: t.database.db, clock: t.clock }),
      log: memoryLogger(),
    });
    await Promise.all([rebates.run(), other.run()]);
    expect(await rebates.run()).toMatchObject({ paid: 0 });

    const rows = await rebatesOfMember(t.database.db, (await member('demo01')).id);
    expect(
      rows.map(({ day, level, validBet, rateBp, amount }) => ({ day, level, validBet, rateBp, amount })),
    ).toEqual([
      { day: '2026-01-15', level: 0, validBet: 83_333, rateBp: 20, amount: 166 },
      { day: '2026-01-16', level: 1, validBet: 200_000, rateBp: 30, amount: 600 },
    ]);
    const entries = await rebateEntries('demo01');
    expect(entries.map(({ kind, amount, idempotencyKey }) => ({ kind, amount, idempotencyKey }))).toEqual([
      { kind: 'bonus', amount: 166, idempotencyKey: rebateKey('2026-01-15') },
      { kind: 'bonus', amount: 600, idempotencyKey: rebateKey('2026-01-16') },
    ]);
    // The balance is its ledger: every entry moved from the one before.
    const ledger = await ledgerOf(t, 'demo01');
    for (let i = 1; i < ledger.length; i++) {
      expect(ledger[i]!.balanceAfter).toBe(ledger[i - 1]!.balanceAfter + ledger[i]!.amount);
    }
    // A rebate is played through once before a withdrawal, like every bonus.
    const requirements = await t.database.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, (await member('demo01')).id));
    expect(
      requirements.filter((row) => row.source.startsWith('vip-rebate:')).map((row) => row.amount),
    ).toEqual([166, 600]);
  });

  it('issue 12: a day missed while no server ran is paid on the next pass within a week; a rate of 0 pays nothing and is not looked at again', async () => {
    const ph = (await findMerchantByCode(t.database.db, 'ph'))!;
    await t.database.db.update(vipLevels).set({ rebateRateBp: 0 }).where(eq(vipLevels.merchantId, ph.id));
    t.clock.set('2026-01-10T04:00:00Z');
    await play('demo01', [40_000], 'zero');
    t.clock.set('2026-01-11T04:00:00Z');
    await play('demo01', [70_000], 'later');
    // Three days later (still within the week): both days are looked at, neither pays at rate 0.
    t.clock.set('2026-01-14T04:00:00Z');
    await t.platform.vipRebates.run();
    expect(await paidDays()).toEqual([
      ['2026-01-10', 0],
      ['2026-01-11', 0],
    ]);
    expect(await t.platform.vipRebates.run()).toEqual({ days: 0, paid: 0, amount: 0 });
    expect(await rebateEntries('demo01')).toEqual([]);
  });

  it('issue 12: the rebate shows in the transaction history as a bonus', async () => {
    t.clock.set('2026-01-15T04:00:00Z');
    await play('demo01', [100_000], 'hist');
    t.clock.set('2026-01-16T04:00:00Z');
    await t.platform.vipRebates.run();
    const token = await t.tokenFor('demo01', 'Demo1234');
    const history = await t.value(transactionHistory, {
      token,
      query: { startDate: '2026-01-16', endDate: '2026-01-16', kind: 'bonus' },
    });
    expect(history.list).toEqual([
      // 1,000.00 of valid bets reaches Bronze that day: 0.3% is 3.00.
      expect.objectContaining({ kind: 'bonus', amount: 3, reference: rebateKey('2026-01-15') }),
    ]);
  });

  it('issue 12: bets of a day settled after its rebate was paid are topped up once, the rounding never paying more than the whole day earns', async () => {
    const who = await member('demo01');
    const seamless = createSeamlessWallet({
      wallet: createWalletService({ db: t.database.db, clock: t.clock }),
    });
    // 2026-01-15 in Manila: 500.01 settled, 333.33 and 250.00 placed but not settled yet.
    t.clock.set('2026-01-15T04:00:00Z');
    await play('demo01', [50_001], 'early');
    await seamless.bet(who, slot, {
      transactionId: 'late-1',
      stake: 33_333,
      outcome: { win: 0, detail: {} },
    });
    await seamless.bet(who, slot, {
      transactionId: 'late-2',
      stake: 25_000,
      outcome: { win: 0, detail: {} },
    });

    // The 15th is paid on what had settled: floor(50,001 x 0.2%) = 100 (1.00).
    t.clock.set('2026-01-15T17:00:00Z');
    const rebates = t.platform.vipRebates;
    await rebates.run();
    expect(await paidDays()).toEqual([['2026-01-15', 100]]);

    // The first late bet settles the next day: it counts on the 15th, whose rebate rises by the difference.
    t.clock.set('2026-01-16T02:00:00Z');
    await seamless.settle(who, { transactionId: 'late-1-s', betTransactionId: 'late-1' });
    t.clock.set('2026-01-16T03:00:00Z');
    // Two instances' passes at once, then a re-run: the rise is paid once.
    const other = createVipRebates({
      db: t.database.db,
      clock: t.clock,
      wallet: createWalletService({ db: t.database.db, clock: t.clock }),
      log: memoryLogger(),
    });
    await Promise.all([rebates.run(), other.run()]);
    expect(await rebates.run()).toEqual({ days: 0, paid: 0, amount: 0 });
    // floor(83,334 x 0.2%) = 166: 66 more.
    expect(await paidDays()).toEqual([['2026-01-15', 166]]);

    // The second settles two days later: 108,334 of valid bets earn 216 in all, 50 more.
    t.clock.set('2026-01-17T02:00:00Z');
    await seamless.settle(who, { transactionId: 'late-2-s', betTransactionId: 'late-2' });
    await rebates.run();
    await rebates.run();
    expect(await paidDays()).toEqual([['2026-01-15', 216]]);

    const entries = await rebateEntries('demo01');
    expect(entries.map(({ kind, amount, idempotencyKey }) => ({ kind, amount, idempotencyKey }))).toEqual([
      { kind: 'bonus', amount: 100, idempotencyKey: rebateKey('2026-01-15') },
      { kind: 'bonus', amount: 66, idempotencyKey: rebateTopUpKey('2026-01-15', 83_334) },
      { kind: 'bonus', amount: 50, idempotencyKey: rebateTopUpKey('2026-01-15', 108_334) },
    ]);
    // Paid in parts, exactly what the whole day earns at that rate: floor(108,334 x 0.2%).
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(Math.floor((108_334 * 20) / 10_000));
    const ledger = await ledgerOf(t, 'demo01');
    for (let i = 1; i < ledger.length; i++) {
      expect(ledger[i]!.balanceAfter).toBe(ledger[i - 1]!.balanceAfter + ledger[i]!.amount);
    }
    // Each top-up is played through once before a withdrawal, like the rebate it adds to.
    const requirements = await t.database.db
      .select()
      .from(turnoverRequirements)
      .where(eq(turnoverRequirements.memberId, who.id));
    expect(
      requirements.filter((row) => row.source.startsWith('vip-rebate:')).map((row) => row.amount),
    ).toEqual([100, 66, 50]);
  });
});
