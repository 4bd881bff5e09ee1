import { bigint, date, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** The kind of the rows that add up every kind of a member's day. */
export const EVERY_LEDGER_KIND = '*';

/**
 * Each member's ledger movements per merchant day and kind, and once more under kind '*' for all
 * kinds together, from `ledger_entries` through the rollup delta log (migration 0027; before it, a
 * trigger in the statement that wrote the entry): readers catch up on the log first. The running
 * columns add up the member's days of that kind up to and including this one, so any day range of
 * a member is two rows: the last one on or before its end minus the last one before its start. Team reports read two rows per member instead of every entry.
 * No foreign key, as member_bet_days.
 */
export const memberLedgerDays = pgTable(
  'member_ledger_days',
  {
    memberId: integer('member_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    entries: integer('entries').notNull(),
    /** Minor units: credits, and debits as a positive number. */
    moneyIn: bigint('money_in', { mode: 'number' }).notNull(),
    moneyOut: bigint('money_out', { mode: 'number' }).notNull(),
    runningEntries: bigint('running_entries', { mode: 'number' }).notNull(),
    runningIn: bigint('running_in', { mode: 'number' }).notNull(),
    runningOut: bigint('running_out', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind, table.day] }),
    // One kind's days of everybody in a day range (user loss bonuses): the planner's choice against
    // two probes per team member when few members have that kind (migration 0021).
    index('member_ledger_days_kind_day').on(table.kind, table.day),
  ],
);
