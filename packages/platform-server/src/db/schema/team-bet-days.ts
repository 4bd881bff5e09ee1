import { bigint, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/** How many rows an agent's day is split into, so its members' bets do not all wait on one row. */
export const TEAM_BET_DAY_SHARDS = 16;

/**
 * Each agent's whole team's settled betting per merchant day (valid bet and win, as member_bet_days
 * counts them), kept by triggers (migration 0016): a member_bet_days change is added to every agent
 * above the member, and a member joining or leaving an agent's team (member_ancestors) brings or
 * takes its days. The team overview's chart reads days x shards rows, not the team's member days.
 * A day is split by member id into TEAM_BET_DAY_SHARDS rows: bets of one team's members lock
 * different rows, and a report sums them.
 */
export const teamBetDays = pgTable(
  'team_bet_days',
  {
    agentId: integer('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull(),
    /** Minor units. */
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.shard] })],
);
