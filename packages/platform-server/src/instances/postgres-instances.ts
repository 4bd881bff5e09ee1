import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/database';
import type { Logger } from '../log';
import { advisoryLockPass, type ExclusivePass } from './exclusive-passes';
import { createPostgresNotifier, type PostgresNotifier } from './postgres-notifier';

export interface PostgresInstances {
  bus: PostgresNotifier;
  exclusive: ExclusivePass;
}

/**
 * What one server process needs to share a PostgreSQL database with other processes: the
 * notifier (its own connection, LISTENing) and turn-taking for periodic passes. Started LISTENing.
 */
export async function startPostgresInstances(url: string, db: Db, log: Logger): Promise<PostgresInstances> {
  const bus = createPostgresNotifier({
    async connect() {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      return client;
    },
    async notify(channel, payload) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    log,
  });
  await bus.start();
  return { bus, exclusive: advisoryLockPass(db) };
}
