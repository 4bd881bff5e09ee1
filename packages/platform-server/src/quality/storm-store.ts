import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import type { ServerStore } from './spawned-server';

/** A store the spawned server owns while it runs, which the test opens itself while it does not. */
export interface StormStore {
  kind: 'pglite' | 'postgres';
  server: ServerStore;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

/** A fresh, empty PGlite folder; the server migrates and seeds it on its first start. */
export function pgliteStore(): StormStore {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-crash-storm-'));
  return {
    kind: 'pglite',
    server: { dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the test cluster (LOBBYKIT_TEST_POSTGRES_URL); dropped on dispose. */
export async function postgresStore(serverUrl: string): Promise<StormStore> {
  const name = `lobbykit_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  await asAdmin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-crash-storm-unused-'));
  return {
    kind: 'postgres',
    server: { dataDir, databaseUrl },
    open: () => openDatabase({ url: databaseUrl }),
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await asAdmin(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}
