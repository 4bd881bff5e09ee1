import { index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Actions that a limit counts (a trial opened, an SMS sent, an account registered, a wrong login
 * password in the member center), one row each, per bucket and subject (usually the caller's IP).
 * In the database rather than in memory so every server instance counts the same rows; a limit
 * counts and inserts under an advisory lock on (bucket, subject), so a parallel burst is counted
 * exactly.
 */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    /** Which limit: 'free-play', 'sms-ip', 'register-ip', 'login-password'. */
    bucket: varchar('bucket', { length: 32 }).notNull(),
    /** The caller's IP, or a member id. */
    subject: varchar('subject', { length: 128 }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('rate_events_lookup').on(table.bucket, table.subject, table.createdAt),
    index('rate_events_age').on(table.createdAt),
  ],
);
