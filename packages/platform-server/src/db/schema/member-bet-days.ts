import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * Each member's day in the merchant's time zone as the team reports read it: betting from `bets`
 * (migrations 0014 and 0016; bets and stake count rounds not rolled back, validBet and win settled
 * ones, by the day the round was placed) and bonus ledger credits by the day they were paid, both
 * through the rollup delta log (migration 0027: the money statement appends, the rollup applier
 * adds, and every reader catches up first, so a report is never behind), and approved deposits and
 * withdrawals by the day they were decided, by triggers in the cashier's statement (migration 0026). A member's day with money
 * and no bet has a row with zero bets.
 * The running columns add up the member's days up to and including this one, so a member's day
 * range is two rows (the last on or before its end minus the last before its start): a
 * 10,000-member team's month is 20,000 rows, not 300,000 days, a million bets and their deposits.
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
    /** Minor units: approved deposits and withdrawals decided on the day, bonus ledger credits paid on it. */
    deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
    withdrawals: bigint('withdrawals', { mode: 'number' }).notNull().default(0),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    runningDeposits: bigint('running_deposits', { mode: 'number' }).notNull().default(0),
    runningWithdrawals: bigint('running_withdrawals', { mode: 'number' }).notNull().default(0),
    runningBonus: bigint('running_bonus', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);
