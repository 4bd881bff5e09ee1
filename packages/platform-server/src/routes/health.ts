import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { HealthService } from '../services/health';

const UP = '{"ok":true}';
const DOWN = '{"ok":false}';

/** Liveness for load balancers and start scripts: up, and the database answered within the last second. */
export function healthRoutes(app: Hono<AppEnv>, health: HealthService): void {
  app.get('/health', async (c) => {
    const up = await health.databaseAnswers();
    return c.body(up ? UP : DOWN, up ? 200 : 503, { 'Content-Type': 'application/json' });
  });
}
