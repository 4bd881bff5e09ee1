import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { migrationsFolder } from '../db/migrations-folder';
import { openDatabase } from '../db/open';
import { seedDemo } from '../seed/seed-demo';
import { createKeyRing } from '../services/key-ring';

/**
 * A superuser URL of a throwaway PostgreSQL cluster (`npm test` starts one, scripts/lib/postgres.mjs).
 * When set, every test database is a copy on that cluster instead of an in-memory PGlite.
 */
export const TEST_POSTGRES_URL_VARIABLE = 'LOBBYKIT_TEST_POSTGRES_URL';

export function testPostgresUrl(): string | undefined {
  return process.env[TEST_POSTGRES_URL_VARIABLE] || undefined;
}

// Any constant: it only serialises the test files that race to build the template.
const TEMPLATE_LOCK = 7_314_017;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template is named after the migrations, so a schema change never reuses a stale one. */
function templateName(): string {
  const journal = readFileSync(join(migrationsFolder(), 'meta', '_journal.json'));
  return `lobbykit_tpl_${createHash('sha256').update(journal).digest('hex').slice(0, 16)}`;
}

async function withAdmin<T>(serverUrl: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrates, seeds and keys one template database per cluster (the first test file builds it under
 * an advisory lock, the others wait), so each file's own database is a `CREATE DATABASE ... TEMPLATE`
 * file copy: a fraction of a second instead of migrating and seeding 10,000 games again.
 */
async function ensureTemplate(serverUrl: string, clock: Clock): Promise<string> {
  const template = templateName();
  await withAdmin(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      // Built under another name and renamed when complete, so a crash never leaves a half template.
      const building = `${template}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building) });
      try {
        await database.migrate();
        await seedDemo(database.db, clock);
        await createKeyRing({ db: database.db, clock }).current();
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${building}" rename to "${template}"`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return template;
}

/** A fresh, migrated and seeded database of this test file's own; dropped again on close. */
export async function openPostgresCopy(serverUrl: string, clock: Clock): Promise<Database> {
  const template = await ensureTemplate(serverUrl, clock);
  const name = `lobbykit_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        // Two copies of one template at the same moment: PostgreSQL says the source is busy; retry.
        const busy = error instanceof Error && /being accessed by other users/.test(error.message);
        if (!busy || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  });
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...database,
    // Migrated as part of the template: applying the journal again would be a no-op round trip.
    migrate: () => Promise.resolve(),
    async close() {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
