import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A moment in time, stored with its time zone (every timestamp of the schema is one): the column
 * `name`, e.g. `instant('created_at').notNull()`. The columns that point at a merchant or a member
 * are `merchantRef()` (merchants.ts) and `memberRef()` (members.ts).
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
