import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Each member's betting per merchant day, kept by a trigger on `bets` (migrations 0014 and 0016) in
 * the same statement that writes the bet, so it is never behind. bets and stake count rounds not
 * rolled back; validBet and win settled ones. The running columns add up the member's days up to
 * and including this one, so a member's day range is two rows (the last on or before its end minus
 * the last before its start): a 10,000-member team's month is 20,000 rows, not 300,000 days or a
 * million bets.
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
    runningBets: bigint('running_bets', { mode: 'number' }).notNull(),
    runningStake: bigint('running_stake', { mode: 'number' }).notNull(),
    runningValidBet: bigint('running_valid_bet', { mode: 'number' }).notNull(),
    runningWin: bigint('running_win', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);
