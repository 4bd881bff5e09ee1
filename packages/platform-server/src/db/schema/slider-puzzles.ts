import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * R4.12: a slider puzzle the platform issued. Only the id's sha256 is stored; the answer is the x
 * of the hole. A puzzle works once: any answer, right or wrong, spends it.
 */
export const sliderPuzzles = pgTable('slider_puzzles', {
  idHash: varchar('id_hash', { length: 64 }).primaryKey(),
  targetX: integer('target_x').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export type SliderPuzzleRow = typeof sliderPuzzles.$inferSelect;
