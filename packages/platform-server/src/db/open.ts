import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, type Db, registerStatementRunner } from './database';
import { migrationsFolder } from './migrations-folder';
import { DEFAULT_POOL_SIZE } from './pool-size';
import * as schema from './schema/index';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  url?: string | undefined;
  /** PGlite data folder, created when missing; `memory://` (the default) keeps it in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL connections kept at most (LOBBYKIT_PG_POOL_SIZE); default DEFAULT_POOL_SIZE. */
  poolSize?: number | undefined;
}

// Any constant works; it only has to be the same for every instance migrating one database.
const MIGRATION_LOCK = 7_314_002;

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? DEFAULT_POOL_SIZE);
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create(dataDir));
}

/** Wraps an already open PGlite (tests clone one migrated template instead of migrating again). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // PGlite runs in this process: the extended protocol, without a name to keep per connection.
  registerStatementRunner(db, async (statement, values) => {
    return (await client.query(statement.text, values as unknown[])).rows;
  });
  return {
    db,
    driver: 'pglite',
    // PGlite is one process's database, so there is nobody to race with.
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error(`postgres pool: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  // Named: each pooled connection parses and plans the statement once, then only binds and runs it.
  registerStatementRunner(db, async (statement, values) => {
    return (await pool.query({ name: statement.name, text: statement.text, values: values as unknown[] }))
      .rows;
  });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // The advisory lock is per connection, so migrations run on one dedicated client holding it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
