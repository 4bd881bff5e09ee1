import { ErrorCode } from '@lobbykit/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { findWalletAccount, ledgerSum } from '../db/ledger';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import type { MemberRow } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DomainError } from './domain-error';
import { toDecimal } from './money';
import { createWalletService, DEMO_CREDIT, MAX_BALANCE_MINOR, type WalletService } from './wallet';

const clock = manualClock();
let database: TestDatabase;
let wallet: WalletService;
let demo: MemberRow;

beforeAll(async () => {
  database = await createTestDatabase(clock);
  wallet = createWalletService({ db: database.db, clock });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.reset();
  const ph = (await findMerchantByCode(database.db, 'ph'))!;
  demo = (await findMemberByUsername(database.db, ph.id, 'demo01'))!;
});

const bet = (key: string, amount: number) => ({
  kind: 'bet' as const,
  amount: -amount,
  reference: key,
  idempotencyKey: `bet:${key}`,
  answer: (balance: number) => ({ transactionId: key, balance: toDecimal(balance) }),
});

async function expectLedgerMatches(member: MemberRow) {
  const account = (await findWalletAccount(database.db, member.id))!;
  expect(await ledgerSum(database.db, account.id)).toBe(account.balance);
  return account.balance;
}

describe('wallet ledger', () => {
  it('seeds demo players with 10,000.00 of demo credit, once', async () => {
    expect(await wallet.balanceOf(demo)).toBe(DEMO_CREDIT);
    const again = await wallet.grantDemoCredit(demo);
    expect(again).toEqual({ replayed: true, answer: { balance: 10_000, credited: 10_000 } });
    expect(await expectLedgerMatches(demo)).toBe(DEMO_CREDIT);
  });

  it('answers a replayed key with the first answer and moves money once', async () => {
    const first = await wallet.move(demo, bet('round-1', 2_550));
    const replay = await wallet.move(demo, { ...bet('round-1', 9_999), answer: () => ({ other: true }) });
    expect(first).toEqual({ replayed: false, answer: { transactionId: 'round-1', balance: 9_974.5 } });
    expect(replay).toEqual({ replayed: true, answer: first.answer });
    expect(await expectLedgerMatches(demo)).toBe(DEMO_CREDIT - 2_550);
  });

  it('refuses a bet over the balance with the balance, and changes nothing', async () => {
    const refused = await wallet.move(demo, bet('too-big', DEMO_CREDIT + 1)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ errorCode: ErrorCode.insufficientBalance, flags: { balance: 10_000 } });
    expect(await expectLedgerMatches(demo)).toBe(DEMO_CREDIT);
    // The refused key did not burn: the same key works once the stake fits.
    expect((await wallet.move(demo, bet('too-big', 100))).replayed).toBe(false);
  });

  it('never overdraws when 50 bets race for one balance', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => wallet.move(demo, bet(`race-${index}`, 30_000))),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter(
      (result) =>
        result.status === 'rejected' &&
        (result.reason as DomainError).errorCode === ErrorCode.insufficientBalance,
    );
    // 10,000.00 covers 33 stakes of 300.00; the rest are refused, none half-done.
    expect([won.length, refused.length]).toEqual([33, 17]);
    expect(await expectLedgerMatches(demo)).toBe(DEMO_CREDIT - 33 * 30_000);
  });

  it('keeps balance before and after on every entry, chained', async () => {
    await wallet.move(demo, bet('a', 100));
    await wallet.move(demo, { ...bet('b', 0), kind: 'win', amount: 250, idempotencyKey: 'settle:b' });
    const rows = await database.db.query.ledgerEntries.findMany({
      orderBy: (entry, { asc }) => asc(entry.id),
    });
    const mine = rows.filter(
      (row) => row.accountId === rows.find((r) => r.idempotencyKey === 'bet:a')!.accountId,
    );
    for (const [index, row] of mine.entries()) {
      expect(row.balanceAfter).toBe(row.balanceBefore + row.amount);
      if (index > 0) expect(row.balanceBefore).toBe(mine[index - 1]!.balanceAfter);
    }
  });

  it('refuses a credit that would lift the balance over MAX_BALANCE (1,000,000,000.00), moving nothing', async () => {
    const credit = (key: string, amount: number) => ({
      ...bet(key, 0),
      kind: 'credit' as const,
      amount,
      idempotencyKey: `credit:${key}`,
    });
    const fill = MAX_BALANCE_MINOR - DEMO_CREDIT;
    expect((await wallet.move(demo, credit('to-the-top', fill))).replayed).toBe(false);
    expect(await wallet.balanceOf(demo)).toBe(MAX_BALANCE_MINOR);
    const refused = await wallet.move(demo, credit('one-cent-more', 1)).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      errorCode: ErrorCode.conflict,
      flags: { field: 'amount', messageKey: 'balance_limit', balance: 1_000_000_000 },
    });
    expect(await expectLedgerMatches(demo)).toBe(MAX_BALANCE_MINOR);
    // Spending is never refused by the cap, and every sum stays a safe integer.
    expect((await wallet.move(demo, bet('after-cap', 100))).replayed).toBe(false);
    expect(Number.isSafeInteger(MAX_BALANCE_MINOR * 100 * 100)).toBe(true);
  });
});
