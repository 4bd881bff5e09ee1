import { getTableName } from 'drizzle-orm';
import { type Db, type PreparedStatement, runPrepared } from './database';
import { type LedgerKind, ledgerEntries, MAIN_WALLET, walletAccounts } from './schema/index';

/**
 * The parameters every at-once statement reads: $1 member id, $2 wallet, $3 amount, $4 the most
 * the balance may reach, $5 the time, $6 kind, $7 reference, $8 idempotency key, $9 the answer
 * (json). A guard reads them too (the member is $1, the time $5); its own values start at $10.
 */
export const AT_ONCE_FIRST_GUARD_PARAM = 10;

/**
 * One movement as ONE statement, outside any explicit transaction (no begin, no commit: one round
 * trip), written once as a prepared statement (`name`). The statement locks the account row (`for
 * update`: a concurrent mover of the same account waits, then sees its balance), keeps it only when
 * the movement leaves the balance within [0, $4] (CTE `allowed`), runs `guard` (a write with
 * RETURNING that reads `allowed`, such as a bet row's insert or its close), and only when the guard
 * changed a row moves the balance and appends the ledger entry. Everything in it stands or falls
 * together, and the unique indexes (ledger key, round id) hold across concurrent statements. The
 * stored answer is $9 with its `balance` set to the balance after, in decimal units, by the statement.
 */
export function atOnceStatement(name: string, guard: string): PreparedStatement {
  const accounts = getTableName(walletAccounts);
  return {
    name,
    text: `with account as (
      select id, balance from ${accounts} where member_id = $1::integer and wallet = $2::varchar for update
    ),
    allowed as (
      select id, balance from account where balance + $3::bigint >= 0 and balance + $3::bigint <= $4::bigint
    ),
    guard as (${guard}),
    moved as (
      update ${accounts} w set balance = w.balance + $3::bigint, updated_at = $5::timestamptz
      from allowed a
      where w.id = a.id and exists (select 1 from guard)
      returning w.id, a.balance as before, w.balance as after
    )
    insert into ${getTableName(ledgerEntries)} (account_id, kind, amount, balance_before, balance_after,
      reference, idempotency_key, answer, created_at)
    select id, $6::varchar, $3::bigint, before, after, $7::varchar, $8::varchar,
      jsonb_set($9::jsonb, '{balance}', to_jsonb(round(after::numeric / 100, 2))), $5::timestamptz
    from moved
    returning answer, balance_after`,
  };
}

/** PostgreSQL's unique_violation: a ledger key another movement of the account already holds. */
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === UNIQUE_VIOLATION || causeCode === UNIQUE_VIOLATION;
}

/**
 * Runs an at-once statement (atOnceStatement) for `movement` with the guard's own values.
 * Answers undefined when nothing moved: no account, out of bounds, the guard changed no row, or the
 * idempotency key is taken (the statement then failed whole and changed nothing).
 */
export async function moveAtOnce(
  db: Db,
  statement: PreparedStatement,
  movement: {
    memberId: number;
    wallet?: string;
    kind: LedgerKind;
    amount: number;
    maxBalance: number;
    reference: string;
    idempotencyKey: string;
    answer: Record<string, unknown>;
    at: Date;
  },
  guardValues: readonly unknown[],
): Promise<{ answer: Record<string, unknown>; balanceAfter: number } | undefined> {
  let rows: { answer: Record<string, unknown> | string; balance_after: number | string }[];
  try {
    rows = await runPrepared(db, statement, [
      movement.memberId,
      movement.wallet ?? MAIN_WALLET,
      movement.amount,
      movement.maxBalance,
      movement.at.toISOString(),
      movement.kind,
      movement.reference,
      movement.idempotencyKey,
      JSON.stringify(movement.answer),
      ...guardValues,
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  const [row] = rows;
  if (!row) return undefined;
  return {
    answer: typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer,
    balanceAfter: Number(row.balance_after),
  };
}
