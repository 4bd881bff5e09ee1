import { aliasedTable, and, count, desc, eq, gt, gte, inArray, lt, max, sql } from 'drizzle-orm';
import { rowsOf } from './agent-team';
import type { Db } from './database';
import {
  type AgentContractKind,
  type AgentContractRow,
  type AgentContractStatus,
  agentContractPayments,
  agentContracts,
  members,
  merchants,
  type TerminationReason,
} from './schema/index';

const uplines = aliasedTable(members, 'uplines');
const downlines = aliasedTable(members, 'downlines');

/** A contract with both parties' accounts, as the wire shows it. */
export interface ContractWithParties extends AgentContractRow {
  upline: string;
  downline: string;
}

const withParties = (db: Db) =>
  db
    .select({ contract: agentContracts, upline: uplines.username, downline: downlines.username })
    .from(agentContracts)
    .innerJoin(uplines, eq(uplines.id, agentContracts.uplineId))
    .innerJoin(downlines, eq(downlines.id, agentContracts.downlineId));

const flatten = (row: {
  contract: AgentContractRow;
  upline: string;
  downline: string;
}): ContractWithParties => ({
  ...row.contract,
  upline: row.upline,
  downline: row.downline,
});

export async function contractById(db: Db, id: number): Promise<ContractWithParties | undefined> {
  const [row] = await withParties(db).where(eq(agentContracts.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

/** Locks a contract row for an answer, so an accept and a terminate of one contract queue. */
export async function lockContract(tx: Db, id: number): Promise<AgentContractRow | undefined> {
  const [row] = await tx.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update');
  return row;
}

export async function contractPage(
  db: Db,
  filter: {
    uplineId?: number;
    downlineId?: number;
    kind?: AgentContractKind | undefined;
    status?: AgentContractStatus | undefined;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    filter.uplineId === undefined ? undefined : eq(agentContracts.uplineId, filter.uplineId),
    filter.downlineId === undefined ? undefined : eq(agentContracts.downlineId, filter.downlineId),
    filter.kind === undefined ? undefined : eq(agentContracts.kind, filter.kind),
    filter.status === undefined ? undefined : eq(agentContracts.status, filter.status),
  );
  const [rows, [total]] = await Promise.all([
    withParties(db)
      .where(where)
      .orderBy(desc(agentContracts.offeredAt), desc(agentContracts.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(agentContracts).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.total ?? 0 };
}

/** The member's accepted contract of a kind (its own rate), if any. */
export async function acceptedContractOf(db: Db, memberId: number, kind: AgentContractKind) {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.downlineId, memberId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.status, 'accepted'),
      ),
    )
    .limit(1);
  return row;
}

/** Kinds with an offer waiting for the member's answer (the *info flags, R3.22). */
export async function offeredKindsFor(db: Db, memberId: number): Promise<AgentContractKind[]> {
  const rows = await db
    .selectDistinct({ kind: agentContracts.kind })
    .from(agentContracts)
    .where(and(eq(agentContracts.downlineId, memberId), eq(agentContracts.status, 'offered')));
  return rows.map((row) => row.kind);
}

/** Contracts the member itself gave (offered or accepted) of a kind above a rate: what R4.81 ends. */
export async function downlineContractsAbove(
  db: Db,
  uplineId: number,
  kind: AgentContractKind,
  rateBp: number,
) {
  const rows = await withParties(db).where(
    and(
      eq(agentContracts.uplineId, uplineId),
      eq(agentContracts.kind, kind),
      inArray(agentContracts.status, ['offered', 'accepted']),
      gt(agentContracts.rateBp, rateBp),
    ),
  );
  return rows.map(flatten);
}

export async function insertContract(tx: Db, row: typeof agentContracts.$inferInsert) {
  const [inserted] = await tx.insert(agentContracts).values(row).returning();
  return inserted!;
}

/** Moves live contracts (offered or accepted) to a final status; answers the ids it changed. */
export async function closeContracts(
  tx: Db,
  ids: number[],
  change: { status: 'accepted' | 'rejected' | 'terminated'; at: Date; reason?: TerminationReason },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const set =
    change.status === 'terminated'
      ? { status: change.status, terminatedAt: change.at, terminationReason: change.reason ?? null }
      : { status: change.status, answeredAt: change.at };
  const from: AgentContractStatus[] = change.status === 'terminated' ? ['offered', 'accepted'] : ['offered'];
  const rows = await tx
    .update(agentContracts)
    .set(set)
    .where(and(inArray(agentContracts.id, ids), inArray(agentContracts.status, from)))
    .returning({ id: agentContracts.id });
  return rows.map((row) => row.id);
}

/** Live contracts of a downline and kind other than `exceptId`, locked (an accept replaces them). */
export async function liveContractsOf(tx: Db, downlineId: number, kind: AgentContractKind, exceptId: number) {
  return tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.downlineId, downlineId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.status, ['offered', 'accepted']),
        sql`${agentContracts.id} <> ${exceptId}`,
      ),
    )
    .for('update');
}

/** Contracts that may have periods to settle: accepted ones, and terminated ones that were accepted. */
export async function settleableContracts(db: Db, now: Date) {
  return db
    .select()
    .from(agentContracts)
    .where(
      and(
        inArray(agentContracts.status, ['accepted', 'terminated']),
        sql`${agentContracts.answeredAt} is not null and ${agentContracts.answeredAt} < ${now.toISOString()}`,
      ),
    );
}

/** The end of the last settled period of each contract (null: none settled yet). */
export async function lastSettledEnds(db: Db, contractIds: number[]): Promise<Map<number, Date>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .select({ contractId: agentContractPayments.contractId, end: max(agentContractPayments.periodEnd) })
    .from(agentContractPayments)
    .where(inArray(agentContractPayments.contractId, contractIds))
    .groupBy(agentContractPayments.contractId);
  return new Map(rows.filter((row) => row.end).map((row) => [row.contractId, row.end!]));
}

/** The contracted team (the downline and everyone below it) in a period: active members, valid bet, profit. */
export async function teamPeriodFigures(db: Db, memberId: number, from: Date, to: Date) {
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`with recursive team(id, depth) as (
      select ${memberId}::int, 0
      union all
      select m.id, t.depth + 1 from members m join team t on m.upline_id = t.id where t.depth < 1000
    )
    select count(distinct b.member_id) as active, coalesce(sum(b.stake), 0) as valid_bet,
      coalesce(sum(b.win - b.stake), 0) as profit
    from bets b join team t on t.id = b.member_id
    where b.status = 'settled' and b.placed_at >= ${from.toISOString()} and b.placed_at < ${to.toISOString()}`,
  );
  return {
    activeMembers: Number(row?.active ?? 0),
    validBet: Number(row?.valid_bet ?? 0),
    profit: Number(row?.profit ?? 0),
  };
}

/** Writes a settled period unless one exists: the row that makes a period pay once. */
export async function insertPaymentOnce(tx: Db, row: typeof agentContractPayments.$inferInsert) {
  const [inserted] = await tx.insert(agentContractPayments).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function paymentPage(
  db: Db,
  filter: {
    memberId?: number;
    uplineId?: number;
    kind: AgentContractKind;
    from: Date;
    to: Date;
    paidOnly: boolean;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    filter.memberId === undefined ? undefined : eq(agentContractPayments.memberId, filter.memberId),
    filter.uplineId === undefined ? undefined : eq(agentContractPayments.uplineId, filter.uplineId),
    eq(agentContractPayments.kind, filter.kind),
    gte(agentContractPayments.periodStart, filter.from),
    lt(agentContractPayments.periodStart, filter.to),
    filter.paidOnly ? gt(agentContractPayments.amount, 0) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({ payment: agentContractPayments, account: downlines.username, upline: uplines.username })
      .from(agentContractPayments)
      .innerJoin(downlines, eq(downlines.id, agentContractPayments.memberId))
      .innerJoin(uplines, eq(uplines.id, agentContractPayments.uplineId))
      .where(where)
      .orderBy(desc(agentContractPayments.periodStart), desc(agentContractPayments.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db
      .select({
        count: count(),
        amount: sql<string>`coalesce(sum(${agentContractPayments.amount}), 0)`,
        validBet: sql<string>`coalesce(sum(${agentContractPayments.validBet}), 0)`,
      })
      .from(agentContractPayments)
      .where(where),
  ]);
  return {
    rows,
    totals: {
      count: totals?.count ?? 0,
      amount: Number(totals?.amount ?? 0),
      validBet: Number(totals?.validBet ?? 0),
    },
  };
}

export async function merchantOfContract(db: Db, merchantId: number) {
  const [row] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row;
}
