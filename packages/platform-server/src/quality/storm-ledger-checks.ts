import {
  adminReviewDeposit,
  adminReviewWithdrawal,
  deposit,
  seamlessBet,
  seamlessRollback,
  seamlessSettle,
  walletTransfer,
  withdraw,
} from '@lobbykit/api-client/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/database';
import { findMemberByUsername } from '../db/members';
import { findMerchantByCode } from '../db/merchants';
import { bets, deposits, ledgerEntries, rewards, walletAccounts, withdrawals } from '../db/schema/index';
import { type SentRequest, STORM_PLAYERS } from './storm-requests';

export interface LedgerLine {
  id: number;
  accountId: number;
  idempotencyKey: string;
  amount: number;
}

const minor = (value: unknown) => Math.round(Number(value) * 100);

/** Every ledger entry, oldest first: the state a later replay must leave untouched. */
export async function ledgerLines(db: Db): Promise<LedgerLine[]> {
  return db
    .select({
      id: ledgerEntries.id,
      accountId: ledgerEntries.accountId,
      idempotencyKey: ledgerEntries.idempotencyKey,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .orderBy(asc(ledgerEntries.id));
}

/** Each balance is the sum of its entries and not negative; no account holds one key twice. */
export async function expectLedgerConsistent(db: Db): Promise<void> {
  for (const account of await db.select().from(walletAccounts)) {
    expect(account.balance, `account ${account.id}`).toBeGreaterThanOrEqual(0);
    const [sum] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id));
    expect(Number(sum!.total), `account ${account.id} balance vs ledger`).toBe(account.balance);
  }
  const twice = await db
    .select({ key: ledgerEntries.idempotencyKey, n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId, ledgerEntries.idempotencyKey)
    .having(sql`count(*) > 1`);
  expect(twice).toEqual([]);
}

/** The storm players' member rows, in STORM_PLAYERS order. */
export async function stormMembers(db: Db) {
  const members = [];
  for (const player of STORM_PLAYERS) {
    const merchant = (await findMerchantByCode(db, player.merchant))!;
    members.push((await findMemberByUsername(db, merchant.id, player.username))!);
  }
  return members;
}

/** How many times each idempotency key moved money for a member, over all of its wallets. */
async function keyCounts(db: Db, memberId: number): Promise<Map<string, number>> {
  const accounts = await db.select().from(walletAccounts).where(eq(walletAccounts.memberId, memberId));
  const counts = new Map<string, number>();
  if (accounts.length === 0) return counts;
  const entries = await db
    .select({ key: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.accountId,
        accounts.map((account) => account.id),
      ),
    );
  for (const { key } of entries) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Every request answered 2xx is in the database: its row, its state, its ledger entries, each once. */
export async function expectAnsweredRequestsKept(db: Db, journal: SentRequest[]): Promise<number> {
  const members = await stormMembers(db);
  const keys = await Promise.all(members.map((member) => keyCounts(db, member.id)));
  let checked = 0;
  for (const entry of journal) {
    if (entry.outcome !== 'ok') continue;
    checked++;
    const answer = entry.answer!;
    const input = entry.input;
    const what = `${entry.endpoint.path} ${JSON.stringify(input)}`;
    const once = (player: number, key: string, present = true) =>
      expect(keys[player]!.get(key) ?? 0, `${what}: ledger key ${key}`).toBe(present ? 1 : 0);
    if (entry.endpoint === deposit || entry.endpoint === adminReviewDeposit) {
      const [row] = await db
        .select()
        .from(deposits)
        .where(eq(deposits.id, Number(answer.id)));
      expect(row, what).toBeDefined();
      const player = members.findIndex((member) => member.id === row!.memberId);
      if (entry.endpoint === deposit) {
        expect(player, what).toBe(entry.caller);
        expect(row!.requestId, what).toBe(input.requestId);
      } else {
        expect(row!.status, what).toBe(answer.status);
      }
      once(player, `deposit:${row!.id}`, row!.status === 'APPROVED');
    } else if (entry.endpoint === withdraw || entry.endpoint === adminReviewWithdrawal) {
      const [row] = await db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.id, Number(answer.id)));
      expect(row, what).toBeDefined();
      const player = members.findIndex((member) => member.id === row!.memberId);
      if (entry.endpoint === withdraw) {
        expect(player, what).toBe(entry.caller);
        expect(row!.requestId, what).toBe(input.requestId);
      } else {
        expect(row!.status, what).toBe(answer.status);
      }
      once(player, `withdrawal:${row!.id}`);
      once(player, `refund:withdrawal:${row!.id}`, row!.status === 'REJECTED');
    } else if (entry.endpoint === walletTransfer) {
      once(1, `transfer:${input.requestId}:out`);
      once(1, `transfer:${input.requestId}:in`);
    } else {
      const betId = String(entry.endpoint === seamlessBet ? input.transactionId : input.betTransactionId);
      const [bet] = await db.select().from(bets).where(eq(bets.roundId, betId));
      expect(bet, what).toBeDefined();
      expect(bet!.memberId, what).toBe(members[0]!.id);
      once(0, `bet:${betId}`);
      if (entry.endpoint === seamlessBet) expect(bet!.stake, what).toBe(minor(answer.stake));
      if (entry.endpoint === seamlessSettle) {
        expect(bet!.status, what).toBe('settled');
        expect(bet!.win, what).toBe(minor(answer.win));
        once(0, `settle:${input.transactionId}`);
      }
      if (entry.endpoint === seamlessRollback) {
        expect(bet!.status, what).toBe('rolled_back');
        once(0, `rollback:${input.transactionId}`);
      }
    }
  }
  return checked;
}

/**
 * Each storm player's money, over all of its wallets, is exactly what its cashier rows, rewards and
 * bets explain (transfers between its own wallets net to zero): nothing moved that no row accounts for.
 */
export async function expectMoneyExplained(db: Db): Promise<void> {
  for (const member of await stormMembers(db)) {
    const accounts = await db.select().from(walletAccounts).where(eq(walletAccounts.memberId, member.id));
    const ids = accounts.map((account) => account.id);
    const entries = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.accountId, ids));
    let expected = entries.find((entry) => entry.idempotencyKey === 'demo-credit')?.amount ?? 0;
    for (const row of await db.select().from(deposits).where(eq(deposits.memberId, member.id)))
      if (row.status === 'APPROVED') expected += row.amount;
    for (const row of await db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id)))
      if (row.status !== 'REJECTED') expected -= row.amount;
    for (const row of await db.select().from(rewards).where(eq(rewards.memberId, member.id)))
      if (row.status === 'CLAIMED') expected += row.amount;
    for (const row of await db.select().from(bets).where(eq(bets.memberId, member.id))) {
      if (row.status === 'settled') expected += (row.win ?? 0) - row.stake;
      if (row.status === 'open') expected -= row.stake;
    }
    const total = accounts.reduce((sum, account) => sum + account.balance, 0);
    expect(total, `${member.username}: balance explained by its rows`).toBe(expected);
  }
}
