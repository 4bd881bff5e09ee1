import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from './database';
import { bets, deposits } from './schema/index';

export interface Window {
  from: Date;
  to: Date;
}

/** Valid bets (settled stakes, minor units) settled in [from, to). */
export async function validBetsBetween(db: Db, memberId: number, window: Window): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${bets.stake}), 0)` })
    .from(bets)
    .where(
      and(
        eq(bets.memberId, memberId),
        eq(bets.status, 'settled'),
        gte(bets.settledAt, window.from),
        lt(bets.settledAt, window.to),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Approved deposits (minor units) decided in [from, to). */
export async function approvedDepositsBetween(db: Db, memberId: number, window: Window): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        eq(deposits.status, 'APPROVED'),
        gte(deposits.decidedAt, window.from),
        lt(deposits.decidedAt, window.to),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The member's first approved deposit ever, when there is one. */
export async function firstApprovedDeposit(
  db: Db,
  memberId: number,
): Promise<{ amount: number; decidedAt: Date } | undefined> {
  const [row] = await db
    .select({ amount: deposits.amount, decidedAt: deposits.decidedAt })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), eq(deposits.status, 'APPROVED')))
    .orderBy(asc(deposits.decidedAt), asc(deposits.id))
    .limit(1);
  return row?.decidedAt ? { amount: row.amount, decidedAt: row.decidedAt } : undefined;
}
