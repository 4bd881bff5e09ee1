import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games';
import { members } from './members';

/** The games a member launched, one row per game, moved to the top at each launch (R7.39). */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.gameId] }),
    index('recent_games_member_last').on(table.memberId, table.lastPlayedAt),
  ],
);

export type RecentGameRow = typeof recentGames.$inferSelect;
