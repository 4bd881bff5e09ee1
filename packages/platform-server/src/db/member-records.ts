import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from './database';
import { bets, games, type LedgerKind, ledgerEntries, walletAccounts } from './schema/index';

/** A record page's window [from, to) and a page of it. */
export interface Window {
  from: Date;
  to: Date;
}
export interface Slice {
  offset: number;
  limit: number;
}

export interface BetFilter extends Window {
  memberId: number;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

/** Sums over a set of rounds, minor units: valid bet and win count settled rounds only. */
export interface BetSums {
  count: number;
  stake: number;
  validBet: number;
  win: number;
}

const betWhere = (filter: BetFilter) =>
  and(
    eq(bets.memberId, filter.memberId),
    gte(bets.placedAt, filter.from),
    lt(bets.placedAt, filter.to),
    filter.gameType ? eq(bets.gameType, filter.gameType) : undefined,
    filter.vendor ? eq(bets.vendorCode, filter.vendor) : undefined,
  );

const sums = {
  count: sql<string>`count(*)`,
  stake: sql<string>`coalesce(sum(${bets.stake}), 0)`,
  validBet: sql<string>`coalesce(sum(case when ${bets.status} = 'settled' then ${bets.stake} else 0 end), 0)`,
  win: sql<string>`coalesce(sum(case when ${bets.status} = 'settled' then ${bets.win} else 0 end), 0)`,
};

const toSums = (
  row: { count: string; stake: string; validBet: string; win: string } | undefined,
): BetSums => ({
  count: Number(row?.count ?? 0),
  stake: Number(row?.stake ?? 0),
  validBet: Number(row?.validBet ?? 0),
  win: Number(row?.win ?? 0),
});

/** A page of the member's rounds, newest first, with the game's name. */
export function betsPage(db: Db, filter: BetFilter, slice: Slice) {
  return db
    .select({ bet: bets, gameName: games.name, gameNames: games.names })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .where(betWhere(filter))
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .offset(slice.offset)
    .limit(slice.limit);
}

/** Totals over every round the filter matches, not just one page. */
export async function betTotals(db: Db, filter: BetFilter): Promise<BetSums> {
  const [row] = await db.select(sums).from(bets).where(betWhere(filter));
  return toSums(row);
}

/** Sums per day (in the merchant's time zone) and game type; the day is `yyyy-MM-dd`. */
export async function betSumsByDayAndType(
  db: Db,
  filter: BetFilter,
  utcOffsetMinutes: number,
): Promise<(BetSums & { day: string; gameType: string })[]> {
  if (!Number.isSafeInteger(utcOffsetMinutes)) throw new RangeError(`Not an offset: ${utcOffsetMinutes}`);
  // Inlined, not a parameter: GROUP BY must see the very expression the SELECT list has.
  const day = sql<string>`to_char((${bets.placedAt} at time zone 'UTC') + interval '${sql.raw(String(utcOffsetMinutes))} minutes', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, gameType: bets.gameType, ...sums })
    .from(bets)
    .where(betWhere(filter))
    .groupBy(day, bets.gameType)
    .orderBy(day, bets.gameType);
  return rows.map((row) => ({ day: row.day, gameType: row.gameType, ...toSums(row) }));
}

/** All-time valid turnover (settled stakes) of a member, minor units: what VIP levels are earned from. */
export async function validTurnoverOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ total: sums.validBet }).from(bets).where(eq(bets.memberId, memberId));
  return Number(row?.total ?? 0);
}

export interface LedgerFilter extends Window {
  memberId: number;
  kind?: LedgerKind | undefined;
}

const ledgerWhere = (filter: LedgerFilter) =>
  and(
    eq(walletAccounts.memberId, filter.memberId),
    gte(ledgerEntries.createdAt, filter.from),
    lt(ledgerEntries.createdAt, filter.to),
    filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
  );

/** A page of the movements of every wallet of the member, newest first, and how many there are. */
export async function ledgerPage(db: Db, filter: LedgerFilter, slice: Slice) {
  const rows = await db
    .select({ entry: ledgerEntries, wallet: walletAccounts.wallet })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .where(ledgerWhere(filter))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .offset(slice.offset)
    .limit(slice.limit);
  const [count] = await db
    .select({ total: sql<string>`count(*)` })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .where(ledgerWhere(filter));
  return { rows, total: Number(count?.total ?? 0) };
}

/** One movement, only when it belongs to one of the member's wallets. */
export async function ledgerEntryOfMember(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select({ entry: ledgerEntries, wallet: walletAccounts.wallet })
    .from(ledgerEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerEntries.id, id), eq(walletAccounts.memberId, memberId)))
    .limit(1);
  return row;
}

/** A round of the member by its round id, with the game's name (a bet, win or rollback's detail). */
export async function roundOfMember(db: Db, memberId: number, roundId: string) {
  const [row] = await db
    .select({ bet: bets, gameName: games.name, gameNames: games.names })
    .from(bets)
    .innerJoin(games, eq(games.id, bets.gameId))
    .where(and(eq(bets.memberId, memberId), eq(bets.roundId, roundId)))
    .limit(1);
  return row;
}
