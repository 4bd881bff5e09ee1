import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
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
    memberId: memberRef(),
    title: text('title').notNull(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The turnover multiple in hundredths (1.5 -> 150): integer arithmetic only. */
    turnoverMultipleHundredths: integer('turnover_multiple_hundredths').notNull(),
    source: varchar('source', { length: 32 }).notNull(),
    status: varchar('status', { length: 8 }).$type<'WAITING' | 'CLAIMED'>().notNull().default('WAITING'),
    expiresAt: instant('expires_at'),
    createdAt: instant('created_at').notNull(),
    claimedAt: instant('claimed_at'),
  },
  (table) => [
    index('rewards_member_status').on(table.memberId, table.status),
    check('rewards_amount_check', sql`${table.amount} > 0`),
    check('rewards_status_check', sql`${table.status} in ('WAITING', 'CLAIMED')`),
  ],
);

export type RewardRow = typeof rewards.$inferSelect;
