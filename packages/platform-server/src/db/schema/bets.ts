import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { games } from './games';
import { memberRef } from './members';
import { merchants } from './merchants';

/** open: stake taken, round not over; settled: win paid (possibly 0); rolled_back: stake refunded. */
export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/**
 * The betting record: one row per round a member played, written in the same transaction as the
 * ledger entry that took the stake. The money issue's betting record, winners board, rebates and
 * agent reports read it. Vendor and game type are copied from the game so a report never joins the
 * catalogue to group by them.
 */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: memberRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    vendorCode: varchar('vendor_code', { length: 32 }).notNull(),
    gameType: varchar('game_type', { length: 16 }).notNull(),
    /** The bet's transaction id, chosen by the game (the demo page generates one per round). */
    roundId: varchar('round_id', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** Minor units. */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Minor units; null until settled. */
    win: bigint('win', { mode: 'number' }),
    status: varchar('status', { length: 12 }).$type<BetStatus>().notNull().default('open'),
    /** What the game decided when the stake was taken (reels, cards, draw), shown when the round settles. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    placedAt: instant('placed_at').notNull(),
    settledAt: instant('settled_at'),
  },
  (table) => [
    uniqueIndex('bets_member_round').on(table.memberId, table.roundId),
    index('bets_member_placed').on(table.memberId, table.placedAt),
    // The winners board: the latest winning rounds of a merchant.
    index('bets_merchant_wins').on(table.merchantId, table.settledAt).where(sql`${table.win} > 0`),
    check('bets_status_check', sql`${table.status} in ('open', 'settled', 'rolled_back')`),
    check('bets_stake_check', sql`${table.stake} > 0`),
    check('bets_win_check', sql`${table.win} is null or ${table.win} >= 0`),
  ],
);

export type BetRow = typeof bets.$inferSelect;
