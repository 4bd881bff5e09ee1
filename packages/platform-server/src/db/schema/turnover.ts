import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';

/**
 * Valid turnover a member must play before withdrawing: a deposit adds amount x the merchant's
 * deposit multiple, a claimed reward amount x its own multiple. Settled stakes after `createdAt` count.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberRef(),
    /** Minor units of stake required. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** deposit:<id>, reward:<id>. */
    source: varchar('source', { length: 64 }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('turnover_requirements_member').on(table.memberId, table.createdAt),
    check('turnover_requirements_amount_check', sql`${table.amount} >= 0`),
  ],
);
