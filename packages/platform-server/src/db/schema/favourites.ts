import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games';
import { members } from './members';

/** A member's favourite games (R3.15): one row per heart, so adding twice is one row (R4.63). */
export const favourites = pgTable(
  'favourites',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('favourites_member_created').on(table.memberId, table.createdAt),
  ],
);

export type FavouriteRow = typeof favourites.$inferSelect;
