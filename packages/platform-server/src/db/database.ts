import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

/** The one query surface both drivers (PGlite and node-postgres) give, and what a transaction is too. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with the driver's own lifecycle. */
export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Applies the committed migrations in `drizzle/` (once, even with several instances starting). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
