import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** One row per applied seed; its primary key is what makes seeding happen once across instances. */
export const seedMarkers = pgTable('seed_markers', {
  name: varchar('name', { length: 64 }).primaryKey(),
  appliedAt: instant('applied_at').notNull().defaultNow(),
});
