import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { members } from './members';

/**
 * A member's icon (R7.11): png, jpeg or webp, square, at most 2 MB, checked by its bytes. One row per
 * member, replaced on upload; `version` (a hash of the bytes) names it in the image URL, so a URL
 * never changes what it shows and browsers may keep it for good.
 */
export const memberIcons = pgTable('member_icons', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  version: varchar('version', { length: 16 }).notNull(),
  mediaType: varchar('media_type', { length: 16 })
    .$type<'image/png' | 'image/jpeg' | 'image/webp'>()
    .notNull(),
  base64: text('base64').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

export type MemberIconRow = typeof memberIcons.$inferSelect;
