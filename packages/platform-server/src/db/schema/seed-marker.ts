import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per applied seed; its primary key is what makes seeding happen once across instances. */
export const seedMarkers = pgTable('seed_markers', {
  name: varchar('name', { length: 64 }).primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
