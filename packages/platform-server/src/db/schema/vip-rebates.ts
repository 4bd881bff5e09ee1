import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
import { merchants } from './merchants';

/**
 * The VIP rebate paid for one member's merchant day: validBet x the level's rate, floored to minor
 * units. The primary key (member, day) is what makes it once: the row and the ledger credit are one
 * transaction, so two instances or a re-run find the row and pay nothing. A day that earned 0 keeps
 * its row too (the pass does not look at it again).
 */
export const vipRebates = pgTable(
  'vip_rebates',
  {
    memberId: memberRef(),
    day: date('day', { mode: 'string' }).notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** The level held at the end of that day (the running valid bet through it). */
    level: smallint('level').notNull(),
    /** Minor units. */
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    /** Basis points of the valid bet (50 = 0.5%). */
    rateBp: integer('rate_bp').notNull(),
    /** Minor units: floor(validBet x rateBp / 10,000). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: instant('paid_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    index('vip_rebates_merchant_day').on(table.merchantId, table.day),
    check('vip_rebates_amount_check', sql`${table.amount} >= 0`),
  ],
);

export type VipRebateRow = typeof vipRebates.$inferSelect;
