import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchants } from './merchants';

/**
 * Failed logins, one row each, counted inside a time window per account and per IP. Rows rather
 * than a counter so the window slides and several instances can insert without a lock.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 8 }).$type<'account' | 'ip'>().notNull(),
    /** The lower-cased username, or the caller's IP. */
    subject: varchar('subject', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_lookup').on(table.merchantId, table.scope, table.subject, table.createdAt),
  ],
);

/** Captcha challenges: the answer is stored hashed, expires, and is spent by its first check. */
export const captchas = pgTable('captchas', {
  id: varchar('id', { length: 64 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
