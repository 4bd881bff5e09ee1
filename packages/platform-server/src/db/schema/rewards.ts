import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './members';
import { merchants } from './merchants';

/**
 * A reward an operator granted, waiting in the member's reward center until claimed (the claim credits
 * a bonus, ledger key `bonus:reward:<id>`). EXPIRED is not stored: a waiting reward past expiresAt is.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The turnover multiple in hundredths (1.5 -> 150): integer arithmetic only. */
    turnoverMultipleHundredths: integer('turnover_multiple_hundredths').notNull(),
    source: varchar('source', { length: 32 }).notNull(),
    status: varchar('status', { length: 8 }).$type<'WAITING' | 'CLAIMED'>().notNull().default('WAITING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    index('rewards_member_status').on(table.memberId, table.status),
    check('rewards_amount_check', sql`${table.amount} > 0`),
    check('rewards_status_check', sql`${table.status} in ('WAITING', 'CLAIMED')`),
  ],
);

export type RewardRow = typeof rewards.$inferSelect;
