import { bigserial, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { memberRef } from './members';
import { merchantRef } from './merchants';

/**
 * A merchant's chat rooms (R2.37, R7.52): seeded in English and in the merchant's own language,
 * each named in the language it talks in.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** Stable per merchant (lobby, tips ...), so a reseed finds the room again. */
    key: varchar('key', { length: 32 }).notNull(),
    language: varchar('language', { length: 8 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    topic: varchar('topic', { length: 200 }).notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [uniqueIndex('chat_rooms_merchant_key').on(table.merchantId, table.key)],
);

/**
 * What members wrote in a room: the text exactly as written, only ever shown as text (never as
 * HTML). One row per (member, requestId), so a retried send is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    text: text('text').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('chat_messages_member_request').on(table.memberId, table.requestId),
    index('chat_messages_room_id').on(table.roomId, table.id),
  ],
);

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
