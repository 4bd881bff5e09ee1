import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './database';
import { ledgerEntries, missions, rewards, signInTasks, vipRebates, walletAccounts } from './schema/index';
import { MAIN_WALLET } from './schema/wallet';

/** The bonuses credited to a member's main wallet in a window, newest first, with their count and sum. */
export async function bonusEntriesBetween(
  db: Db,
  memberId: number,
  window: { from: Date; to: Date },
  paging: { offset: number; limit: number },
) {
  const where = and(
    eq(walletAccounts.memberId, memberId),
    eq(walletAccounts.wallet, MAIN_WALLET),
    eq(ledgerEntries.kind, 'bonus'),
    gte(ledgerEntries.createdAt, window.from),
    lt(ledgerEntries.createdAt, window.to),
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      reference: ledgerEntries.reference,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .offset(paging.offset)
    .limit(paging.limit);
  const [summary] = await db
    .select({ n: count(), total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .where(where);
  return { rows, total: summary?.n ?? 0, sum: Number(summary?.total ?? 0) };
}

export function rewardTitles(db: Db, memberId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: rewards.id, title: rewards.title, source: rewards.source })
    .from(rewards)
    .where(and(eq(rewards.memberId, memberId), inArray(rewards.id, ids)));
}

export function rebateLevels(db: Db, memberId: number, days: string[]) {
  if (days.length === 0) return Promise.resolve([]);
  return db
    .select({ day: vipRebates.day, level: vipRebates.level })
    .from(vipRebates)
    .where(and(eq(vipRebates.memberId, memberId), inArray(vipRebates.day, days)));
}

/** Missions' and sign-in tasks' words per language, by id, for naming their rewards. */
export function missionWords(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: missions.id, words: missions.words })
    .from(missions)
    .where(inArray(missions.id, ids));
}

export function signInTaskWords(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: signInTasks.id, words: signInTasks.words })
    .from(signInTasks)
    .where(inArray(signInTasks.id, ids));
}
