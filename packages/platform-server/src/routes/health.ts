import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';

/** Liveness for load balancers and start scripts: up, and the database answers. */
export function healthRoutes(app: Hono<AppEnv>, db: Db): void {
  app.get('/health', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ ok: true });
    } catch {
      return c.json({ ok: false }, 503);
    }
  });
}
