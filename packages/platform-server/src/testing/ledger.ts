import { and, asc, eq, sql } from 'drizzle-orm';
import { ledgerEntries, members, walletAccounts } from '../db/schema/index';
import type { TestPlatform } from './test-platform';

/** A member's main-wallet ledger, oldest first. */
export async function ledgerOf(t: TestPlatform, username: string) {
  return t.database.db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      idempotencyKey: ledgerEntries.idempotencyKey,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .innerJoin(members, eq(members.id, walletAccounts.memberId))
    .where(
      and(sql`lower(${members.username}) = ${username.toLowerCase()}`, eq(walletAccounts.wallet, 'MAIN')),
    )
    .orderBy(asc(ledgerEntries.id));
}
