import { bigint, bigserial, date, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The rollups' inbox (migration 0027): what a bet or a ledger entry changes in its member's day,
 * appended by a trigger in the money statement itself (one insert, no upsert, nobody waits on
 * anybody), and folded into member_bet_days / member_ledger_days (and through their triggers the
 * team tables) by the rollup applier (db/rollups.ts), which deletes what it applies in the same
 * transaction. A row is the signed change of one source row: `kind` null for a bet (bets, stake,
 * validBet, win), a ledger entry's kind for an entry (entries, moneyIn, moneyOut; a bonus credit
 * also counts as the member day's bonus). `day` is the merchant day, as the triggers before it.
 */
export const rollupDeltas = pgTable('rollup_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  memberId: integer('member_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  kind: varchar('kind', { length: 16 }),
  bets: integer('bets').notNull().default(0),
  /** Minor units. */
  stake: bigint('stake', { mode: 'number' }).notNull().default(0),
  validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
  win: bigint('win', { mode: 'number' }).notNull().default(0),
  entries: integer('entries').notNull().default(0),
  moneyIn: bigint('money_in', { mode: 'number' }).notNull().default(0),
  moneyOut: bigint('money_out', { mode: 'number' }).notNull().default(0),
});
