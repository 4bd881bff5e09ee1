import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import {
  bets,
  deposits,
  games,
  ledgerEntries,
  type MemberRow,
  merchants,
  rewards,
  walletAccounts,
  withdrawals,
} from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createBankAccountService } from './bank-accounts';
import { createCashierSweeps } from './cashier-sweeps';
import { createDepositService, type DepositService } from './deposits';
import { DomainError } from './domain-error';
import type { PaymentPasswordService } from './payment-password';
import { createRewardService, type RewardService } from './rewards';
import { createSeamlessWallet, type SeamlessWallet } from './seamless-wallet';
import { createWalletService } from './wallet';
import { createWithdrawalService, type WithdrawalService } from './withdrawals';

const clock = manualClock();
let database: TestDatabase;
let depositService: DepositService;
let withdrawalService: WithdrawalService;
let rewardService: RewardService;
let seamless: SeamlessWallet;
let sweeps: ReturnType<typeof createCashierSweeps>;

// The storm is about the ledger, not scrypt: the payment password has its own route tests.
const acceptingPasswords: PaymentPasswordService = {
  state: async () => ({ hasPaymentPassword: true, lockedUntil: null }),
  verify: async () => undefined,
  set: async () => undefined,
};

const PLAYERS: [merchant: string, username: string][] = [
  ['ph', 'demo01'],
  ['ph', 'agent01'],
  ['bd', 'bdplayer01'],
];

beforeAll(async () => {
  database = await createTestDatabase(clock);
  const { db } = database;
  const wallet = createWalletService({ db, clock });
  depositService = createDepositService({ db, clock, wallet });
  withdrawalService = createWithdrawalService({ db, wallet, paymentPasswords: acceptingPasswords });
  rewardService = createRewardService({ db, clock, wallet });
  seamless = createSeamlessWallet({ wallet });
  sweeps = createCashierSweeps({
    clock,
    deposits: depositService,
    withdrawals: withdrawalService,
    log: { info: () => undefined, error: () => undefined },
  });
}, 120_000);
afterAll(() => database.close());

const op = fc.oneof(
  fc.record({
    type: fc.constant('deposit' as const),
    player: fc.nat(PLAYERS.length - 1),
    amount: fc.integer({ min: 100_00, max: 5_000_00 }),
    // A small key space, so replays of one requestId happen often.
    key: fc.nat(40),
    decision: fc.constantFrom('approve', 'reject', 'both', 'sweep', 'none'),
  }),
  fc.record({
    type: fc.constant('withdraw' as const),
    player: fc.nat(PLAYERS.length - 1),
    amount: fc.integer({ min: 100_00, max: 4_000_00 }),
    key: fc.nat(40),
    decision: fc.constantFrom('approve', 'reject', 'rejectTwice', 'none'),
  }),
  fc.record({
    type: fc.constant('claim' as const),
    player: fc.nat(PLAYERS.length - 1),
    reward: fc.nat(3),
    times: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    type: fc.constant('bet' as const),
    player: fc.nat(PLAYERS.length - 1),
    round: fc.nat(60),
    stake: fc.integer({ min: 1_00, max: 2_000_00 }),
    win: fc.integer({ min: 0, max: 4_000_00 }),
    settle: fc.boolean(),
  }),
);

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** Refusals a storm must expect (over the balance, already decided, replays in flight); anything else fails it. */
function expectedRefusal(error: unknown): void {
  if (error instanceof DomainError) return;
  throw error;
}

async function stormOnce(ops: Op[], run: number) {
  await database.reset();
  clock.set('2026-01-15T08:00:00Z');
  const { db } = database;
  // Turnover would refuse most withdrawals; the storm wants them to race the deposits instead.
  await db
    .update(merchants)
    .set({ settings: sql`${merchants.settings} || '{"depositTurnoverMultiple": 0}'::jsonb` });
  const members: MemberRow[] = [];
  const accountIds: number[] = [];
  const rewardIds: number[][] = [];
  const [game] = await db.select().from(games).limit(1);
  for (const [merchantCode, username] of PLAYERS) {
    const merchant = (await findMerchantByCode(db, merchantCode))!;
    const member = (await findMemberByUsername(db, merchant.id, username))!;
    members.push(member);
    const provider = merchantCode === 'ph' ? 'GCASH' : 'BKASH';
    const account = await createBankAccountService({ db, clock }).bind(member, merchant, {
      providerCode: provider,
      accountNumber: `0170000${member.id}`,
      payeeName: 'Storm Player',
    });
    accountIds.push(account.id);
    const granted: number[] = [];
    for (let index = 0; index < 4; index++) {
      const reward = await rewardService.grant({
        merchantCode,
        account: username,
        title: `Storm reward ${index}`,
        amount: 50 + index,
        turnoverMultiple: 0,
      });
      granted.push(reward.id);
    }
    rewardIds.push(granted);
  }
  const merchantsOf = await db.select().from(merchants);
  const merchantOf = (member: MemberRow) => merchantsOf.find((row) => row.id === member.merchantId)!;

  const tasks = ops.map(async (operation) => {
    const member = members[operation.player]!;
    try {
      switch (operation.type) {
        case 'deposit': {
          const channelCode = merchantOf(member).code === 'ph' ? 'GCASH_SANDBOX' : 'BKASH_SANDBOX';
          const record = await depositService.request(member, merchantOf(member), {
            channelCode,
            amount: operation.amount / 100,
            requestId: `storm-${run}-d-${operation.key}`,
          });
          const decide = (decision: 'approve' | 'reject') =>
            depositService.review({ id: record.id, decision }).catch(expectedRefusal);
          if (operation.decision === 'approve' || operation.decision === 'reject')
            await decide(operation.decision);
          if (operation.decision === 'both')
            await Promise.all([decide('approve'), decide('reject'), decide('approve')]);
          if (operation.decision === 'sweep') {
            clock.advance(31_000);
            await Promise.all([sweeps.run(), decide('approve')]);
          }
          return;
        }
        case 'withdraw': {
          const record = await withdrawalService.withdraw(member, merchantOf(member), {
            bankAccountId: accountIds[operation.player]!,
            amount: operation.amount / 100,
            paymentPassword: '000000',
            requestId: `storm-${run}-w-${operation.key}`,
          });
          const decide = (decision: 'approve' | 'reject') =>
            withdrawalService.review({ id: record.id, decision }).catch(expectedRefusal);
          if (operation.decision === 'approve' || operation.decision === 'reject')
            await decide(operation.decision);
          if (operation.decision === 'rejectTwice') await Promise.all([decide('reject'), decide('reject')]);
          return;
        }
        case 'claim': {
          const id = rewardIds[operation.player]![operation.reward]!;
          await Promise.all(
            Array.from({ length: operation.times }, (_, index) =>
              rewardService.claim(member, { id, requestId: `storm-${run}-r-${id}-${index}` }),
            ),
          );
          return;
        }
        case 'bet': {
          const transactionId = `storm-${run}-${operation.round}`;
          await seamless.bet(member, game!, {
            transactionId,
            stake: operation.stake,
            outcome: { win: operation.win, detail: {} },
          });
          if (operation.settle) {
            await seamless.settle(member, {
              transactionId: `settle-${transactionId}`,
              betTransactionId: transactionId,
            });
          }
          return;
        }
      }
    } catch (error) {
      expectedRefusal(error);
    }
  });
  await Promise.all([...tasks, sweeps.run()]);
  await checkInvariants(members);
}

async function checkInvariants(members: MemberRow[]) {
  const { db } = database;
  for (const account of await db.select().from(walletAccounts)) {
    expect(account.balance).toBeGreaterThanOrEqual(0);
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id));
    expect(Number(sum!.total), `account ${account.id}`).toBe(account.balance);
  }
  const keyCounts = await db
    .select({ key: ledgerEntries.idempotencyKey, n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId, ledgerEntries.idempotencyKey)
    .having(sql`count(*) > 1`);
  expect(keyCounts).toEqual([]);

  for (const member of members) {
    const [account] = await db.select().from(walletAccounts).where(eq(walletAccounts.memberId, member.id));
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account!.id));
    const keys = new Set(entries.map((entry) => entry.idempotencyKey));
    let expected = entries.find((entry) => entry.idempotencyKey === 'demo-credit')?.amount ?? 0;
    for (const row of await db.select().from(deposits).where(eq(deposits.memberId, member.id))) {
      expect(keys.has(`deposit:${row.id}`), `deposit ${row.id} ${row.status}`).toBe(
        row.status === 'APPROVED',
      );
      if (row.status === 'APPROVED') expected += row.amount;
    }
    for (const row of await db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id))) {
      expect(keys.has(`withdrawal:${row.id}`)).toBe(true);
      expect(keys.has(`refund:withdrawal:${row.id}`)).toBe(row.status === 'REJECTED');
      if (row.status !== 'REJECTED') expected -= row.amount;
    }
    for (const row of await db.select().from(rewards).where(eq(rewards.memberId, member.id))) {
      expect(keys.has(`bonus:reward:${row.id}`)).toBe(row.status === 'CLAIMED');
      if (row.status === 'CLAIMED') expected += row.amount;
    }
    for (const row of await db.select().from(bets).where(eq(bets.memberId, member.id))) {
      expected -= row.stake;
      if (row.status === 'settled') expected += row.win ?? 0;
    }
    // Every movement is explained by a cashier row, a reward or a bet, and nothing else moved.
    expect(account!.balance, member.username).toBe(expected);
  }
}

describe('money storm', () => {
  it('R4.74 hundreds of parallel deposits, withdrawals, reward claims and bets with replayed keys keep every balance equal to its ledger, never negative, each key once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 200, maxLength: 260 }), (ops) => stormOnce(ops, run++)),
      { numRuns: 2, seed: 20_260_115, endOnFailure: true },
    );
  }, 600_000);
});
