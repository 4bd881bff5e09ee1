import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';

/** How long a database that answered counts as answering: a load balancer's probes share one query. */
const FRESH_MS = 1_000;
const UP = '{"ok":true}';
const DOWN = '{"ok":false}';

/** Liveness for load balancers and start scripts: up, and the database answered within the last second. */
export function healthRoutes(app: Hono<AppEnv>, db: Db, now: () => number = Date.now): void {
  let answeredAt = Number.NEGATIVE_INFINITY;
  let probe: Promise<boolean> | null = null;
  const databaseAnswers = (): Promise<boolean> => {
    if (now() - answeredAt < FRESH_MS) return Promise.resolve(true);
    // A driver may also throw before it returns a promise (no connection at all): that is down too.
    probe ??= Promise.resolve()
      .then(() => db.execute(sql`select 1`))
      .then(
        () => {
          answeredAt = now();
          probe = null;
          return true;
        },
        () => {
          probe = null;
          return false;
        },
      );
    return probe;
  };
  app.get('/health', async (c) => {
    const up = await databaseAnswers();
    return c.body(up ? UP : DOWN, up ? 200 : 503, { 'Content-Type': 'application/json' });
  });
}
