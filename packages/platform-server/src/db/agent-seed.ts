import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './database';
import { agentContracts, depositChannels, deposits, type ledgerEntries, members } from './schema/index';

/** The merchant's first deposit channel: where the seeded team's deposits came in. */
export async function firstDepositChannel(tx: Db, merchantId: number) {
  const [row] = await tx
    .select({ id: depositChannels.id })
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId))
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id))
    .limit(1);
  return row?.id;
}

/** Approved deposits, answering their ids in order (the ledger keys them `deposit:<id>`). */
export async function insertApprovedDeposits(
  tx: Db,
  rows: (typeof deposits.$inferInsert)[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(deposits).values(rows).returning({ id: deposits.id });
  return inserted.map((row) => row.id);
}

export async function insertSeedContracts(
  tx: Db,
  rows: (typeof agentContracts.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(agentContracts).values(rows);
}

export async function memberOf(tx: Db, merchantId: number, username: string) {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username)))
    .limit(1);
  return row;
}

export type SeedLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'accountId'>;

export async function setUpline(tx: Db, memberId: number, uplineId: number): Promise<void> {
  await tx.update(members).set({ uplineId }).where(eq(members.id, memberId));
}
