import { bigserial, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
import { merchants } from './merchants';

/**
 * Platform messages (messageV2): one row per recipient, so a message sent to every member of a
 * merchant is read and deleted by each of them on their own. Deleting hides the row for its member.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: memberRef(),
    title: varchar('title', { length: 120 }).notNull(),
    content: text('content').notNull(),
    readAt: instant('read_at'),
    deletedAt: instant('deleted_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('member_messages_member_created').on(table.memberId, table.createdAt)],
);

export type MemberMessageRow = typeof memberMessages.$inferSelect;
