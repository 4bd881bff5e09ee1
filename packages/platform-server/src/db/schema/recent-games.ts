import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { games } from './games';
import { memberRef } from './members';

/** The games a member launched, one row per game, moved to the top at each launch (R7.39). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    lastPlayedAt: instant('last_played_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_last').on(table.memberId, table.lastPlayedAt),
  ],
);

export type RecentGameRow = typeof recentGames.$inferSelect;
