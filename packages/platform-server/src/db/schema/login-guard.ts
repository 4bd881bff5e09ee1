import { index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { merchantRef } from './merchants';

/**
 * Failed logins, one row each, counted inside a time window per account and per IP. Rows rather
 * than a counter so the window slides and several instances can insert without a lock.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    scope: varchar('scope', { length: 8 }).$type<'account' | 'ip'>().notNull(),
    /** The lower-cased username, or the caller's IP. */
    subject: varchar('subject', { length: 128 }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('login_failures_lookup').on(table.merchantId, table.scope, table.subject, table.createdAt),
  ],
);

/** Captcha challenges: the answer is stored hashed, expires, and is spent by its first check. */
export const captchas = pgTable('captchas', {
  id: varchar('id', { length: 64 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});
