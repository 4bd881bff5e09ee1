import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
import { merchantRef } from './merchants';

/**
 * Feedback and complaints a member sent (R7.19). The text is kept exactly as written and is only
 * ever shown as text. One row per (member, requestId): a replay stores nothing more.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    category: varchar('category', { length: 12 }).$type<'suggestion' | 'complaint' | 'other'>().notNull(),
    content: text('content').notNull(),
    remark: text('remark').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('feedback_member_request').on(table.memberId, table.requestId),
    index('feedback_merchant_created').on(table.merchantId, table.createdAt),
  ],
);

/** The images of one feedback (png or jpeg, checked by their bytes), as base64. */
export const feedbackImages = pgTable('feedback_images', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id')
    .notNull()
    .references(() => feedback.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  mediaType: varchar('media_type', { length: 16 }).notNull(),
  base64: text('base64').notNull(),
});

export type FeedbackRow = typeof feedback.$inferSelect;
