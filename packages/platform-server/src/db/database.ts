import { type SQL, sql } from 'drizzle-orm';
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

/**
 * A statement written once, as text with `$1`-style parameters, for the hot paths (a seamless bet
 * or settle): no query building per call, and on PostgreSQL a named prepared statement that each
 * pooled connection parses and plans once. `name` must be unique to `text` across the process.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** Runs one prepared statement with its values on the driver's own client; answers its rows. */
type StatementRunner = (statement: PreparedStatement, values: readonly unknown[]) => Promise<unknown[]>;

const runners = new WeakMap<Db, StatementRunner>();

/** Called by the opener (db/open.ts) of each database: how its driver runs a prepared statement. */
export function registerStatementRunner(db: Db, runner: StatementRunner): void {
  runners.set(db, runner);
}

/**
 * The rows of `statement` run with `values`. A Db without a runner of its own (a transaction, a
 * database opened elsewhere) runs it through drizzle, the parameters bound as they are.
 */
export function runPrepared<Row>(
  db: Db,
  statement: PreparedStatement,
  values: readonly unknown[],
): Promise<Row[]> {
  const runner = runners.get(db);
  if (runner) return runner(statement, values) as Promise<Row[]>;
  return runThroughDrizzle<Row>(db, statement, values);
}

async function runThroughDrizzle<Row>(db: Db, statement: PreparedStatement, values: readonly unknown[]) {
  const parts = statement.text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let index = 0; index < parts.length; index++) {
    chunks.push(index % 2 === 0 ? sql.raw(parts[index]!) : sql`${values[Number(parts[index]) - 1]}`);
  }
  const result = (await db.execute(sql.join(chunks))) as unknown as { rows: Row[] };
  return result.rows;
}
