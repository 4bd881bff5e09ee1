import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Each member's betting per merchant day, kept by a trigger on `bets` (migration 0014) in the same
 * statement that writes the bet, so it is never behind. Team reports read these rows (at most one
 * per member and day) instead of every bet: a 10,000-member team's month is at most 300,000 rows,
 * not its million bets. bets and stake count rounds not rolled back; validBet and win settled ones.
 * No foreign key: a member's rows may outlive it, and a cascade from `members` would race the trigger.
 */
export const memberBetDays = pgTable(
  'member_bet_days',
  {
    memberId: integer('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bets: integer('bets').notNull(),
    /** Minor units. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);
