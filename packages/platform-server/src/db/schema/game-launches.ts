import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { games } from './games';
import { members } from './members';

/** The lottery lobby parameters a launch may carry (R7.45). */
export interface LottoLaunch {
  lottoArea: string;
  launchMode: string;
  lottoPrizeMode?: string | undefined;
  lottoGameCode?: string | undefined;
  lottoView: 'betting' | 'lobby';
}

/**
 * A launched game session. The launch URL carries an opaque token; only its sha256 is stored, bound to
 * the member and the game, and the demo game's wallet calls present it until it expires.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    language: varchar('language', { length: 8 }).notNull(),
    device: varchar('device', { length: 16 }).notNull(),
    /** Where the game's Back button goes when it is not inside the lobby's frame. */
    backUrl: text('back_url'),
    lotto: jsonb('lotto').$type<LottoLaunch>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('game_launches_member').on(table.memberId)],
);

export type GameLaunchRow = typeof gameLaunches.$inferSelect;
