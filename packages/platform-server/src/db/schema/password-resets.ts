import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';

/**
 * Temporary passwords mailed by "forgot password by email" (R7.08). The member's own password keeps
 * working until one is used, so a stranger who knows a username and email cannot lock anyone out;
 * each works once (usedAt) and only until expiresAt. Stored as scrypt hashes, like passwords.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    passwordHash: text('password_hash').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [index('password_resets_member').on(table.memberId, table.createdAt)],
);

export type PasswordResetRow = typeof passwordResets.$inferSelect;
