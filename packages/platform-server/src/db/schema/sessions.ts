import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './members';

/** Login sessions. Only the sha256 of the opaque token is stored, so a leaked table logs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_member').on(table.memberId)],
);

export type SessionRow = typeof sessions.$inferSelect;
