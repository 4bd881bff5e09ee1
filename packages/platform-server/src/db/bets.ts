import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from './database';
import { type BetRow, bets, type GameRow, games, members } from './schema/index';

export type NewBet = Omit<typeof bets.$inferInsert, 'id' | 'status' | 'win' | 'settledAt'>;

export async function insertBet(tx: Db, bet: NewBet): Promise<BetRow> {
  const [row] = await tx.insert(bets).values(bet).returning();
  return row!;
}

export async function findBet(tx: Db, memberId: number, roundId: string): Promise<BetRow | undefined> {
  const [row] = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.memberId, memberId), eq(bets.roundId, roundId)))
    .limit(1);
  return row;
}

/** A round as the seamless wallet reads it beside its lock (one json value; see lockWalletAccountWith). */
export interface RoundSnapshot {
  id: number;
  stake: number;
  status: BetRow['status'];
  outcome: Record<string, unknown> | null;
}

/** A scalar subquery: the member's round `roundId` as a RoundSnapshot, or null. */
export function roundSnapshotSql(memberId: number, roundId: string): SQL {
  // Qualified by hand (an alias of its own), as the lock statement's fields write bare names.
  return sql`select json_build_object('id', round.id, 'stake', round.stake, 'status', round.status,
    'outcome', round.outcome) from ${bets} round where round.member_id = ${memberId} and round.round_id = ${roundId}`;
}

/** The bet's insert as a statement to run with its stake's movement: no row when the round id is taken. */
export function insertBetIfNewSql(tx: Db, bet: NewBet): SQL {
  return tx
    .insert(bets)
    .values(bet)
    .onConflictDoNothing({ target: [bets.memberId, bets.roundId] })
    .returning({ id: bets.id })
    .getSQL();
}

/** closeBet as a statement to run with the movement it pays: no row unless the bet was still open. */
export function closeOpenBetSql(
  tx: Db,
  betId: number,
  close: { status: 'settled' | 'rolled_back'; win: number | null; at: Date },
): SQL {
  return tx
    .update(bets)
    .set({ status: close.status, win: close.win, settledAt: close.at })
    .where(and(eq(bets.id, betId), eq(bets.status, 'open')))
    .returning({ id: bets.id })
    .getSQL();
}

export async function closeBet(
  tx: Db,
  betId: number,
  close: { status: 'settled' | 'rolled_back'; win: number | null; at: Date },
): Promise<void> {
  await tx
    .update(bets)
    .set({ status: close.status, win: close.win, settledAt: close.at })
    .where(and(eq(bets.id, betId), eq(bets.status, 'open')));
}

export interface WinRow {
  username: string;
  win: number;
  currency: string;
  settledAt: Date;
  game: GameRow;
}

/** How many of the latest winning rounds the board picks its biggest from: "recent" by count, so it never empties. */
export const RECENT_WINS_WINDOW = 500;

/** The biggest wins among a merchant's latest winning rounds, optionally of one game type. */
export async function biggestRecentWins(
  db: Db,
  merchantId: number,
  limit: number,
  gameType?: string,
): Promise<WinRow[]> {
  const recent = db
    .select({ id: bets.id })
    .from(bets)
    .where(
      and(
        eq(bets.merchantId, merchantId),
        gt(bets.win, 0),
        eq(bets.status, 'settled'),
        gameType ? eq(bets.gameType, gameType) : undefined,
      ),
    )
    .orderBy(desc(bets.settledAt))
    .limit(RECENT_WINS_WINDOW)
    .as('recent');
  const rows = await db
    .select({
      username: members.username,
      win: bets.win,
      currency: bets.currency,
      settledAt: bets.settledAt,
      game: games,
    })
    .from(bets)
    .innerJoin(recent, eq(recent.id, bets.id))
    .innerJoin(members, eq(members.id, bets.memberId))
    .innerJoin(games, eq(games.id, bets.gameId))
    .orderBy(desc(bets.win), desc(bets.settledAt), desc(bets.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, win: row.win ?? 0, settledAt: row.settledAt ?? new Date(0) }));
}

/** Rounds a member has played, newest first (tests and the money issue's betting record). */
export async function betsOfMember(db: Db, memberId: number): Promise<BetRow[]> {
  return db
    .select()
    .from(bets)
    .where(eq(bets.memberId, memberId))
    .orderBy(desc(bets.placedAt), desc(bets.id));
}
