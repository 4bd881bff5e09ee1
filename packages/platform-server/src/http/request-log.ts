import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import type { AppEnv } from './app-env';

/** One line per request: method, path, status, milliseconds. Never bodies, queries or headers (tokens). */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
