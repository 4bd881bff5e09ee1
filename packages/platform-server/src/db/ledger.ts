import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import {
  type LedgerEntryRow,
  type LedgerKind,
  ledgerEntries,
  MAIN_WALLET,
  type WalletAccountRow,
  walletAccounts,
} from './schema/index';

/** Creates the member's wallet account when missing; a concurrent creator simply wins the race. */
export async function ensureWalletAccount(
  db: Db,
  memberId: number,
  currency: string,
  wallet = MAIN_WALLET,
): Promise<void> {
  await db.insert(walletAccounts).values({ memberId, currency, wallet }).onConflictDoNothing();
}

export async function findWalletAccount(
  db: Db,
  memberId: number,
  wallet = MAIN_WALLET,
): Promise<WalletAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.wallet, wallet)))
    .limit(1);
  return row;
}

/**
 * The account row locked until the transaction ends (`SELECT ... FOR UPDATE`): every movement of one
 * account queues here, so two bets can never both spend the same money.
 */
export async function lockWalletAccount(
  tx: Db,
  memberId: number,
  wallet = MAIN_WALLET,
): Promise<WalletAccountRow | undefined> {
  const [row] = await tx
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.wallet, wallet)))
    .limit(1)
    .for('update');
  return row;
}

export async function findLedgerEntry(
  tx: Db,
  accountId: number,
  idempotencyKey: string,
): Promise<LedgerEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export interface NewLedgerEntry {
  kind: LedgerKind;
  /** Signed minor units. */
  amount: number;
  reference: string;
  idempotencyKey: string;
  answer: Record<string, unknown>;
  at: Date;
}

/**
 * Moves the balance of a LOCKED account and appends the entry that explains it, in one statement
 * (one round trip): the update and the insert stand or fail together. Answers the stored answer.
 */
export async function appendLedgerEntry(
  tx: Db,
  account: WalletAccountRow,
  entry: NewLedgerEntry,
): Promise<Record<string, unknown>> {
  const balanceAfter = account.balance + entry.amount;
  const at = entry.at.toISOString();
  const result = (await tx.execute(sql`
    with moved as (
      update ${walletAccounts} set balance = ${balanceAfter}, updated_at = ${at}::timestamptz
      where id = ${account.id}
      returning id
    )
    insert into ${ledgerEntries} (account_id, kind, amount, balance_before, balance_after, reference,
      idempotency_key, answer, created_at)
    select id, ${entry.kind}, ${entry.amount}, ${account.balance}, ${balanceAfter}, ${entry.reference},
      ${entry.idempotencyKey}, ${JSON.stringify(entry.answer)}::jsonb, ${at}::timestamptz
    from moved
    returning answer`)) as unknown as { rows: { answer: Record<string, unknown> | string }[] };
  // Both drivers answer { rows } (node-postgres's QueryResult, PGlite's Results).
  const [row] = result.rows;
  if (!row) throw new Error(`No wallet account ${account.id} to move`);
  account.balance = balanceAfter;
  // Both drivers parse jsonb; a driver that hands it over as text gets it parsed here.
  return typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer;
}

/** The sum of an account's ledger: what its balance must always equal. */
export async function ledgerSum(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.total ?? 0);
}
