import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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

/**
 * What the lock statement also read, in the same round trip: the answer stored under `replayKey`
 * and whatever `alongside` selects (one json value). Both come from the statement's snapshot, taken
 * before the lock was granted: a transaction that committed while this one waited is not in them,
 * so a caller trusts what they found and checks again (fresh) before refusing on what they lack.
 */
export interface LockedAlongside {
  replay: Record<string, unknown> | undefined;
  alongside: unknown;
}

/**
 * `lockWalletAccount` with the stored answer of `replayKey` and `alongside` (a scalar subquery,
 * e.g. the round a seamless call names) read in the same statement: one round trip instead of three.
 */
export async function lockWalletAccountWith(
  tx: Db,
  memberId: number,
  read: { replayKey: string; alongside?: SQL | undefined },
  wallet = MAIN_WALLET,
): Promise<(WalletAccountRow & LockedAlongside) | undefined> {
  const query = tx
    .select({
      ...getTableColumns(walletAccounts),
      // Qualified by hand: in a select's fields drizzle writes bare column names, and a bare "id"
      // inside this subquery would be the entry's own.
      replay: sql<Record<string, unknown> | null>`(select entry.answer from ${ledgerEntries} entry
        where entry.account_id = ${walletAccounts}.id and entry.idempotency_key = ${read.replayKey})`,
      alongside: read.alongside ? sql<unknown>`(${read.alongside})` : sql<null>`null`,
    })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId), eq(walletAccounts.wallet, wallet)))
    .limit(1);
  const [row] = await query.for('update', { of: walletAccounts });
  if (!row) return undefined;
  const { replay, alongside, ...account } = row;
  return { ...account, replay: parsedJson(replay) ?? undefined, alongside: parsedJson(alongside) };
}

/** Both drivers parse json and jsonb; a driver that hands it over as text gets it parsed here. */
function parsedJson<T>(value: T | string | null): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
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
  const answer = await appendLedgerEntryIf(tx, account, entry);
  if (!answer) throw new Error(`No wallet account ${account.id} to move`);
  return answer;
}

/**
 * `appendLedgerEntry` that moves the money only when `guard` (a data-modifying statement with
 * RETURNING, such as a bet row's insert or its close) changed a row, all in the same statement:
 * nothing moves and undefined comes back when it did not.
 */
export async function appendLedgerEntryIf(
  tx: Db,
  account: WalletAccountRow,
  entry: NewLedgerEntry,
  guard?: SQL,
): Promise<Record<string, unknown> | undefined> {
  const balanceAfter = account.balance + entry.amount;
  const at = entry.at.toISOString();
  const result = (await tx.execute(sql`
    with ${guard ? sql`guard as (${guard}),` : sql``} moved as (
      update ${walletAccounts} set balance = ${balanceAfter}, updated_at = ${at}::timestamptz
      where id = ${account.id}${guard ? sql` and exists (select 1 from guard)` : sql``}
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
  if (!row) return undefined;
  account.balance = balanceAfter;
  return parsedJson(row.answer) ?? undefined;
}

/** The sum of an account's ledger: what its balance must always equal. */
export async function ledgerSum(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.total ?? 0);
}
