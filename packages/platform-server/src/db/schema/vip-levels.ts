import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/**
 * A merchant's VIP ladder: a member holds the highest level whose required valid turnover (settled
 * stakes, all time, minor units) they have reached. Level 0 requires nothing.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    level: smallint('level').notNull(),
    label: varchar('label', { length: 32 }).notNull(),
    requiredTurnover: bigint('required_turnover', { mode: 'number' }).notNull(),
    /** The daily VIP rebate at this level, in basis points of the previous day's valid bet (50 = 0.5%). */
    rebateRateBp: integer('rebate_rate_bp').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.merchantId, table.level] }),
    check('vip_levels_level_check', sql`${table.level} >= 0`),
    check('vip_levels_required_turnover_check', sql`${table.requiredTurnover} >= 0`),
    check('vip_levels_rebate_rate_check', sql`${table.rebateRateBp} between 0 and 10000`),
  ],
);

export type VipLevelRow = typeof vipLevels.$inferSelect;
