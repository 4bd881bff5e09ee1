import { index, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';

/** Login sessions. Only the sha256 of the opaque token is stored, so a leaked table logs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    memberId: memberRef(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('sessions_member').on(table.memberId)],
);

export type SessionRow = typeof sessions.$inferSelect;
