import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { games } from './games';
import { memberRef } from './members';

/** A member's favourite games (R3.15): one row per heart, so adding twice is one row (R4.63). */
export const favourites = pgTable(
  'favourites',
  {
    memberId: memberRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('favourites_member_created').on(table.memberId, table.createdAt),
  ],
);

export type FavouriteRow = typeof favourites.$inferSelect;
