import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from './app-env';

/**
 * The caller's address from the socket. Forwarded headers are not trusted: without a known proxy in
 * front, anyone could claim any address and dodge the per-IP login counter.
 */
export function socketAddress(c: AppContext): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // Called through app.fetch in-process (no socket): the caller is this machine.
    return '127.0.0.1';
  }
}
