import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/database';
import type { Logger } from '../log';
import { advisoryLockPass, type ExclusivePass } from './exclusive-passes';
import { createPostgresNotifier, type PostgresNotifier } from './postgres-notifier';

/** The application name of every instance's listening connection starts with this. */
export const LISTENER_NAME_PREFIX = 'lobbykit-listener:';

export interface PostgresInstances {
  bus: PostgresNotifier;
  exclusive: ExclusivePass;
}

/**
 * What one server process needs to share a PostgreSQL database with other processes: the
 * notifier (its own connection, LISTENing, named `lobbykit-listener:<id>` so the instances can
 * count each other) and turn-taking for periodic passes. Started LISTENing.
 */
export async function startPostgresInstances(url: string, db: Db, log: Logger): Promise<PostgresInstances> {
  const name = `${LISTENER_NAME_PREFIX}${randomBytes(8).toString('hex')}`;
  const bus = createPostgresNotifier({
    async connect() {
      const client = new pg.Client({ connectionString: url, application_name: name });
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
    async peers() {
      const result = (await db.execute(
        sql`select count(*)::int as others from pg_stat_activity
          where starts_with(application_name, ${LISTENER_NAME_PREFIX}) and application_name <> ${name}`,
      )) as unknown as { rows: { others: number | string }[] };
      return Number(result.rows[0]?.others ?? 0);
    },
    log,
  });
  await bus.start();
  return { bus, exclusive: advisoryLockPass(db) };
}
