import { index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { games } from './games';
import { memberRef } from './members';

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
    memberId: memberRef(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    language: varchar('language', { length: 8 }).notNull(),
    device: varchar('device', { length: 16 }).notNull(),
    /** Where the game's Back button goes when it is not inside the lobby's frame. */
    backUrl: text('back_url'),
    lotto: jsonb('lotto').$type<LottoLaunch>(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('game_launches_member').on(table.memberId)],
);

export type GameLaunchRow = typeof gameLaunches.$inferSelect;
