import { bigint, date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * Each agent's whole team's ledger movements per merchant day and kind (member_ledger_days summed
 * over the team; no '*' rows: every kind together is the sum of the kinds), kept by triggers
 * (migration 0021) as team_bet_days is: a member_ledger_days change is added to every agent above
 * the member, and a member joining or leaving an agent's team (member_ancestors) brings or takes its
 * days. The account details totals of a whole team read days x kinds x shards rows instead of two
 * rows per member. A day is split by member id into TEAM_BET_DAY_SHARDS rows, as team_bet_days.
 */
export const teamLedgerDays = pgTable(
  'team_ledger_days',
  {
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    shard: smallint('shard').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
    /** Minor units: credits, and debits as a positive number. */
    moneyIn: bigint('money_in', { mode: 'number' }).notNull(),
    moneyOut: bigint('money_out', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.kind, table.shard] })],
);
