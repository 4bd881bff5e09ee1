import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * R4.12: a slider puzzle the platform issued. Only the id's sha256 is stored; the answer is the x
 * of the hole. A puzzle works once: any answer, right or wrong, spends it.
 */
export const sliderPuzzles = pgTable('slider_puzzles', {
  idHash: varchar('id_hash', { length: 64 }).primaryKey(),
  targetX: integer('target_x').notNull(),
  createdAt: instant('created_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
});

export type SliderPuzzleRow = typeof sliderPuzzles.$inferSelect;
