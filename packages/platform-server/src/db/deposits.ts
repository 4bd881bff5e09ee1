import { and, asc, count, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from './database';
import {
  type CashierRequestStatus,
  type DepositChannelRow,
  type DepositRow,
  depositChannels,
  deposits,
  members,
  merchants,
} from './schema/index';

/** A deposit with what its record shows of the channel and, for operators, the member's account. */
export interface DepositView extends DepositRow {
  channelCode: string;
  channelName: string;
  account: string;
}

const depositView = {
  id: deposits.id,
  merchantId: deposits.merchantId,
  memberId: deposits.memberId,
  channelId: deposits.channelId,
  amount: deposits.amount,
  status: deposits.status,
  reference: deposits.reference,
  requestId: deposits.requestId,
  remark: deposits.remark,
  autoApproveAt: deposits.autoApproveAt,
  createdAt: deposits.createdAt,
  decidedAt: deposits.decidedAt,
  channelCode: depositChannels.code,
  channelName: depositChannels.name,
  account: members.username,
};

function selectDeposits(db: Db, where: SQL | undefined) {
  return db
    .select(depositView)
    .from(deposits)
    .innerJoin(depositChannels, eq(depositChannels.id, deposits.channelId))
    .innerJoin(members, eq(members.id, deposits.memberId))
    .where(where);
}

export const channelsOf = (db: Db, merchantId: number): Promise<DepositChannelRow[]> =>
  db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId))
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id));

export async function findChannel(db: Db, merchantId: number, code: string) {
  const [row] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.code, code)))
    .limit(1);
  return row;
}

export async function findDepositView(db: Db, id: number): Promise<DepositView | undefined> {
  const [row] = await selectDeposits(db, eq(deposits.id, id)).limit(1);
  return row;
}

export async function findDepositByRequest(db: Db, memberId: number, requestId: string) {
  const [row] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.requestId, requestId)))
    .limit(1);
  return row?.id;
}

/**
 * Inserts a new request; undefined when this member already used the requestId (a concurrent replay
 * lost the race to the unique index), so the caller answers the first one.
 */
export async function insertDeposit(
  db: Db,
  deposit: Omit<typeof deposits.$inferInsert, 'id' | 'status'>,
): Promise<number | undefined> {
  const [row] = await db
    .insert(deposits)
    .values(deposit)
    .onConflictDoNothing()
    .returning({ id: deposits.id });
  return row?.id;
}

/** The deposit row locked until the transaction ends: a decision reads and changes it under this. */
export async function lockDeposit(tx: Db, id: number): Promise<DepositRow | undefined> {
  const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).limit(1).for('update');
  return row;
}

export async function decideDeposit(
  tx: Db,
  id: number,
  change: { status: CashierRequestStatus; decidedAt: Date; remark: string | null },
): Promise<void> {
  await tx.update(deposits).set(change).where(eq(deposits.id, id));
}

export async function depositsOfMember(
  db: Db,
  memberId: number,
  window: { from: Date; to: Date },
  paging: { offset: number; limit: number },
): Promise<{ rows: DepositView[]; total: number }> {
  const where = and(
    eq(deposits.memberId, memberId),
    gte(deposits.createdAt, window.from),
    lt(deposits.createdAt, window.to),
  );
  const rows = await selectDeposits(db, where)
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .offset(paging.offset)
    .limit(paging.limit);
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The operator's queue: newest first, at most 500. */
export function depositQueue(db: Db, merchantId: number, status: CashierRequestStatus | undefined) {
  return selectDeposits(
    db,
    and(eq(deposits.merchantId, merchantId), status ? eq(deposits.status, status) : undefined),
  )
    .orderBy(desc(deposits.createdAt), desc(deposits.id))
    .limit(500);
}

/** Requests the sandbox approves by itself now: in process, with their delay passed. */
export async function dueAutoApprovals(db: Db, now: Date, limit = 200) {
  return db
    .select({ id: deposits.id, memberId: deposits.memberId })
    .from(deposits)
    .where(and(eq(deposits.status, 'IN_PROCESS'), lte(deposits.autoApproveAt, now)))
    .orderBy(asc(deposits.autoApproveAt))
    .limit(limit);
}

/** The member a request belongs to and their merchant: whose account a decision locks and credits. */
export async function ownerOf(db: Db, memberId: number) {
  const [row] = await db
    .select({ member: members, merchant: merchants })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}
