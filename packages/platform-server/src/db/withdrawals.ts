import { and, asc, count, desc, eq, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from './database';
import {
  bankAccounts,
  members,
  type PayoutProviderRow,
  payoutProviders,
  registrationDetails,
  type WithdrawalRow,
  withdrawalProofs,
  withdrawals,
} from './schema/index';

/** A bound account with its provider, as records and the withdraw page show it. */
export interface BankAccountView {
  id: number;
  memberId: number;
  kind: 'BANK' | 'E_WALLET';
  provider: string;
  accountNumber: string;
  payeeName: string;
  createdAt: Date;
}

export interface WithdrawalView extends WithdrawalRow {
  bankAccount: BankAccountView;
  account: string;
  proofCount: number;
}

const accountView = {
  id: bankAccounts.id,
  memberId: bankAccounts.memberId,
  kind: payoutProviders.kind,
  provider: payoutProviders.name,
  accountNumber: bankAccounts.accountNumber,
  payeeName: bankAccounts.payeeName,
  createdAt: bankAccounts.createdAt,
};

export const providersOf = (db: Db, merchantId: number): Promise<PayoutProviderRow[]> =>
  db
    .select()
    .from(payoutProviders)
    .where(eq(payoutProviders.merchantId, merchantId))
    .orderBy(asc(payoutProviders.sortOrder), asc(payoutProviders.id));

export async function findProvider(db: Db, merchantId: number, code: string) {
  const [row] = await db
    .select()
    .from(payoutProviders)
    .where(and(eq(payoutProviders.merchantId, merchantId), eq(payoutProviders.code, code)))
    .limit(1);
  return row;
}

function selectAccounts(db: Db, where: SQL | undefined) {
  return db
    .select(accountView)
    .from(bankAccounts)
    .innerJoin(payoutProviders, eq(payoutProviders.id, bankAccounts.providerId))
    .where(where);
}

export const bankAccountsOf = (db: Db, memberId: number): Promise<BankAccountView[]> =>
  selectAccounts(db, eq(bankAccounts.memberId, memberId)).orderBy(asc(bankAccounts.id));

export async function findBankAccount(db: Db, memberId: number, id: number) {
  const [row] = await selectAccounts(db, and(eq(bankAccounts.memberId, memberId), eq(bankAccounts.id, id)));
  return row;
}

/**
 * Queues every bind of one account number of one provider until the transaction ends, so two members
 * binding it at once cannot both pass the "nobody else has it" check.
 */
export async function lockAccountNumber(tx: Db, providerId: number, accountNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bank:${providerId}:${accountNumber}`}))`);
}

/** How many other members bound this number with this provider. */
export async function otherHoldersOf(db: Db, providerId: number, accountNumber: string, memberId: number) {
  const [row] = await db
    .select({ total: count() })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.providerId, providerId),
        eq(bankAccounts.accountNumber, accountNumber),
        ne(bankAccounts.memberId, memberId),
      ),
    );
  return row?.total ?? 0;
}

/** One bind of an account number that more than one member of the merchant holds. */
export interface SharedAccountBind {
  providerCode: string;
  provider: string;
  accountNumber: string;
  account: string;
  payeeName: string;
  createdAt: Date;
}

/** Every bind of an account number held by two or more members of the merchant, grouped by number. */
export async function sharedAccountBinds(db: Db, merchantId: number): Promise<SharedAccountBind[]> {
  const shared = db
    .select({ providerId: bankAccounts.providerId, accountNumber: bankAccounts.accountNumber })
    .from(bankAccounts)
    .innerJoin(payoutProviders, eq(payoutProviders.id, bankAccounts.providerId))
    .where(eq(payoutProviders.merchantId, merchantId))
    .groupBy(bankAccounts.providerId, bankAccounts.accountNumber)
    .having(sql`count(distinct ${bankAccounts.memberId}) > 1`)
    .as('shared');
  return db
    .select({
      providerCode: payoutProviders.code,
      provider: payoutProviders.name,
      accountNumber: bankAccounts.accountNumber,
      account: members.username,
      payeeName: bankAccounts.payeeName,
      createdAt: bankAccounts.createdAt,
    })
    .from(bankAccounts)
    .innerJoin(
      shared,
      and(
        eq(shared.providerId, bankAccounts.providerId),
        eq(shared.accountNumber, bankAccounts.accountNumber),
      ),
    )
    .innerJoin(payoutProviders, eq(payoutProviders.id, bankAccounts.providerId))
    .innerJoin(members, eq(members.id, bankAccounts.memberId))
    .orderBy(asc(payoutProviders.code), asc(bankAccounts.accountNumber), asc(bankAccounts.id));
}

/** Undefined when this member already bound this number with this provider. */
export async function insertBankAccount(db: Db, account: Omit<typeof bankAccounts.$inferInsert, 'id'>) {
  const [row] = await db.insert(bankAccounts).values(account).onConflictDoNothing().returning();
  return row;
}

async function withDetails(db: Db, rows: WithdrawalRow[]): Promise<WithdrawalView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const accounts = await selectAccounts(
    db,
    inArray(
      bankAccounts.id,
      rows.map((row) => row.bankAccountId),
    ),
  );
  const owners = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      inArray(
        members.id,
        rows.map((row) => row.memberId),
      ),
    );
  const proofs = await db
    .select({ withdrawalId: withdrawalProofs.withdrawalId, n: count() })
    .from(withdrawalProofs)
    .where(inArray(withdrawalProofs.withdrawalId, ids))
    .groupBy(withdrawalProofs.withdrawalId);
  return rows.map((row) => ({
    ...row,
    bankAccount: accounts.find((account) => account.id === row.bankAccountId)!,
    account: owners.find((owner) => owner.id === row.memberId)?.username ?? '',
    proofCount: proofs.find((proof) => proof.withdrawalId === row.id)?.n ?? 0,
  }));
}

export async function findWithdrawalView(db: Db, id: number): Promise<WithdrawalView | undefined> {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1);
  return (await withDetails(db, rows))[0];
}

export async function findWithdrawalByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestId, requestId)))
    .limit(1);
  return row?.id;
}

export async function insertWithdrawal(
  tx: Db,
  withdrawal: Omit<typeof withdrawals.$inferInsert, 'id' | 'status' | 'confirmation'>,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(withdrawals)
    .values(withdrawal)
    .onConflictDoNothing()
    .returning({ id: withdrawals.id });
  return row?.id;
}

export async function lockWithdrawal(tx: Db, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).limit(1).for('update');
  return row;
}

export async function updateWithdrawal(
  tx: Db,
  id: number,
  change: Partial<Omit<WithdrawalRow, 'id' | 'memberId' | 'merchantId' | 'amount'>>,
): Promise<void> {
  await tx.update(withdrawals).set(change).where(eq(withdrawals.id, id));
}

export async function insertProofs(
  tx: Db,
  proofs: { withdrawalId: number; name: string; mediaType: string; base64: string; createdAt: Date }[],
): Promise<void> {
  if (proofs.length > 0) await tx.insert(withdrawalProofs).values(proofs);
}

export async function withdrawalsOfMember(
  db: Db,
  memberId: number,
  window: { from: Date; to: Date },
  paging: { offset: number; limit: number },
): Promise<{ rows: WithdrawalView[]; total: number }> {
  const where = and(
    eq(withdrawals.memberId, memberId),
    gte(withdrawals.createdAt, window.from),
    lt(withdrawals.createdAt, window.to),
  );
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .offset(paging.offset)
    .limit(paging.limit);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows: await withDetails(db, rows), total: total?.n ?? 0 };
}

export async function withdrawalQueue(
  db: Db,
  merchantId: number,
  status: WithdrawalRow['status'] | undefined,
) {
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.merchantId, merchantId), status ? eq(withdrawals.status, status) : undefined))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(500);
  return withDetails(db, rows);
}

/**
 * R4.80: approved withdrawals whose confirmation is still unanswered at their auto-receipt time count
 * as received. One conditional update, so a member's answer racing it keeps whichever came first.
 */
export async function autoReceiveDue(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(withdrawals)
    .set({ confirmation: 'AUTO_RECEIVED', confirmedAt: now })
    .where(and(eq(withdrawals.confirmation, 'PENDING'), lte(withdrawals.autoReceiptAt, now)))
    .returning({ id: withdrawals.id });
  return rows.length;
}

/** The payee name the member registered with, if they gave one. */
export async function registeredPayeeName(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ payeeName: registrationDetails.payeeName })
    .from(registrationDetails)
    .where(eq(registrationDetails.memberId, memberId));
  return row?.payeeName ?? null;
}
