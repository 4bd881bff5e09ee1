import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type LedgerKind, ledgerEntries, MAIN_WALLET, walletAccounts } from './schema/index';

/**
 * One movement as ONE statement, outside any explicit transaction (no begin, no commit: one round
 * trip). The statement locks the account row (`for update`: a concurrent mover of the same account
 * waits, then sees its balance), keeps it only when the movement leaves the balance within
 * [0, maxBalance] (CTE `allowed`), runs `guard` (a write with RETURNING that reads `allowed`, such
 * as a bet row's insert or its close), and only when the guard changed a row moves the balance and
 * appends the ledger entry. Everything in it stands or falls together, and the unique indexes
 * (ledger key, round id) hold across concurrent statements. The stored answer is `answer` with its
 * `balance` set to the balance after, in decimal units, by the statement itself.
 * Answers undefined when nothing moved (no account, out of bounds, the guard changed no row).
 */
export async function moveAtOnce(
  db: Db,
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
    guard: SQL;
  },
): Promise<{ answer: Record<string, unknown>; balanceAfter: number } | undefined> {
  const at = movement.at.toISOString();
  const result = (await db.execute(sql`
    with account as (
      select id, balance from ${walletAccounts}
      where member_id = ${movement.memberId} and wallet = ${movement.wallet ?? MAIN_WALLET}
      for update
    ),
    allowed as (
      select id, balance from account
      where balance + ${movement.amount} >= 0 and balance + ${movement.amount} <= ${movement.maxBalance}
    ),
    guard as (${movement.guard}),
    moved as (
      update ${walletAccounts} w set balance = w.balance + ${movement.amount}, updated_at = ${at}::timestamptz
      from allowed a
      where w.id = a.id and exists (select 1 from guard)
      returning w.id, a.balance as before, w.balance as after
    )
    insert into ${ledgerEntries} (account_id, kind, amount, balance_before, balance_after, reference,
      idempotency_key, answer, created_at)
    select id, ${movement.kind}, ${movement.amount}, before, after, ${movement.reference},
      ${movement.idempotencyKey},
      jsonb_set(${JSON.stringify(movement.answer)}::jsonb, '{balance}', to_jsonb(round(after::numeric / 100, 2))),
      ${at}::timestamptz
    from moved
    returning answer, balance_after`)) as unknown as {
    rows: { answer: Record<string, unknown> | string; balance_after: number | string }[];
  };
  const [row] = result.rows;
  if (!row) return undefined;
  return {
    answer: typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer,
    balanceAfter: Number(row.balance_after),
  };
}
