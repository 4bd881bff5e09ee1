import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Temporary passwords mailed by "forgot password by email" (R7.08). The member's own password keeps
 * working until one is used, so a stranger who knows a username and email cannot lock anyone out;
 * each works once (usedAt) and only until expiresAt. Stored as scrypt hashes, like passwords.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_member').on(table.memberId, table.createdAt)],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
