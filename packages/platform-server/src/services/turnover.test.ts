import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { games, type MemberRow, type MerchantRow, merchants } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createDepositService, type DepositService } from './deposits';
import { createSeamlessWallet, type SeamlessWallet } from './seamless-wallet';
import { addTurnoverRequirement, turnoverStatus } from './turnover';
import { createWalletService } from './wallet';

const clock = manualClock();
let database: TestDatabase;
let deposits: DepositService;
let seamless: SeamlessWallet;
let merchant: MerchantRow;
let member: MemberRow;
let round = 0;

beforeAll(async () => {
  database = await createTestDatabase(clock);
  const wallet = createWalletService({ db: database.db, clock });
  deposits = createDepositService({ db: database.db, clock, wallet });
  seamless = createSeamlessWallet({ wallet });
}, 120_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.reset();
  clock.set('2026-01-15T08:00:00Z');
  merchant = (await findMerchantByCode(database.db, 'ph'))!;
  member = (await findMemberByUsername(database.db, merchant.id, 'demo01'))!;
});

/** A settled round of the given stake, one minute later. */
async function play(stake: number) {
  clock.advance(60_000);
  const [game] = await database.db.select().from(games).limit(1);
  const transactionId = `turnover-${round++}`;
  await seamless.bet(member, game!, { transactionId, stake, outcome: { win: 0, detail: {} } });
  await seamless.settle(member, { transactionId: `s-${transactionId}`, betTransactionId: transactionId });
}

async function approvedDeposit(amount: number) {
  clock.advance(60_000);
  const record = await deposits.request(member, merchant, {
    channelCode: 'GCASH_SANDBOX',
    amount,
    requestId: `turnover-deposit-${round++}`,
  });
  await deposits.review({ id: record.id, decision: 'approve' });
}

const status = () => turnoverStatus(database.db, member);

describe('turnover', () => {
  it('the demo credit requires none; a deposit requires its amount x the merchant multiple (1 by default)', async () => {
    expect(await status()).toEqual({ required: 0, done: 0 });
    await approvedDeposit(500);
    expect(await status()).toEqual({ required: 500_00, done: 0 });
  });

  it('only stakes settled after the requirement count, and a cleared cycle does not cover the next deposit', async () => {
    await play(300_00);
    await approvedDeposit(500);
    expect(await status()).toEqual({ required: 500_00, done: 0 });
    await play(200_00);
    expect(await status()).toEqual({ required: 500_00, done: 200_00 });
    await play(400_00);
    expect(await status()).toEqual({ required: 500_00, done: 500_00 });
    await approvedDeposit(100);
    expect(await status()).toEqual({ required: 100_00, done: 0 });
    await play(50_00);
    expect(await status()).toEqual({ required: 100_00, done: 50_00 });
  });

  it('follows the merchant deposit multiple and adds requirements within the same cycle', async () => {
    await database.db
      .update(merchants)
      .set({ settings: sql`${merchants.settings} || '{"depositTurnoverMultiple": 3}'::jsonb` });
    merchant = (await findMerchantByCode(database.db, 'ph'))!;
    await approvedDeposit(100);
    await play(50_00);
    await addTurnoverRequirement(database.db, member.id, 20_00, 'reward:test', clock.now());
    expect(await status()).toEqual({ required: 320_00, done: 50_00 });
  });
});
