import { randomBytes } from 'node:crypto';
import type { Logger } from '../log';
import type { InstanceBus, InstanceListener, InstanceMessage } from './instance-bus';

/** The NOTIFY channel every instance of one database listens on. */
export const INSTANCE_CHANNEL = 'lobbykit_instances';
/** The first retry after the listening connection dropped; doubled up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 100;
export const RETRY_MAX_MS = 5_000;

/** The part of a node-postgres Client the notifier uses (tests hand in a fake to drop it at will). */
export interface ListeningClient {
  query(text: string): Promise<unknown>;
  on(
    event: 'notification',
    handler: (notice: { channel: string; payload?: string | undefined }) => void,
  ): unknown;
  on(event: 'error', handler: (error: Error) => void): unknown;
  on(event: 'end', handler: () => void): unknown;
  end(): Promise<void>;
}

export interface PostgresNotifierOptions {
  /** A new, connected client of its own (not one from the pool: LISTEN belongs to its connection). */
  connect(): Promise<ListeningClient>;
  /** Sends a NOTIFY on `channel` (through the pool, which reconnects by itself). */
  notify(channel: string, payload: string): Promise<void>;
  log: Logger;
  channel?: string;
}

export interface PostgresNotifier extends InstanceBus {
  /** Connects and LISTENs; throws when the first connection fails (the server must not start blind). */
  start(): Promise<void>;
  /** Resolves once every message published so far has been handed to PostgreSQL. */
  settled(): Promise<void>;
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * One LISTENing connection per process, carrying cache invalidations and logouts between the server
 * instances of one database. A notification is delivered only to connections listening when it was
 * sent, so while this connection is down messages are lost: the listeners are told `missed` when it
 * drops and again once it listens anew, and forget everything they kept (the caches refill from the
 * database). Messages carry this instance's id, so its own come back to nobody.
 */
export function createPostgresNotifier(options: PostgresNotifierOptions): PostgresNotifier {
  const channel = options.channel ?? INSTANCE_CHANNEL;
  const self = randomBytes(8).toString('hex');
  const listeners: InstanceListener[] = [];
  const pending = new Set<Promise<void>>();
  let client: ListeningClient | undefined;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;

  function deliver(payload: string | undefined): void {
    if (!payload) return;
    let parsed: { from?: unknown; message?: InstanceMessage };
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (parsed.from === self || !parsed.message) return;
    for (const listener of listeners) listener.message(parsed.message);
  }

  const missed = () => {
    for (const listener of listeners) listener.missed();
  };

  async function listen(): Promise<void> {
    const next = await options.connect();
    let dropped = false;
    const drop = (reason: string) => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (closed) return;
      options.log.error(`instance notifications: connection lost (${reason}); caches cleared, reconnecting`);
      missed();
      scheduleReconnect();
    };
    next.on('notification', (notice) => {
      if (notice.channel === channel) deliver(notice.payload);
    });
    next.on('error', (error) => drop(error.message));
    next.on('end', () => drop('ended'));
    await next.query(`listen ${channel}`);
    client = next;
  }

  function scheduleReconnect(): void {
    if (closed || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await listen();
        retryMs = RETRY_FIRST_MS;
        // Whatever was sent while nobody listened is lost: what was kept since may be stale.
        missed();
        options.log.info('instance notifications: listening again');
      } catch (error) {
        options.log.error(`instance notifications: reconnect failed (${(error as Error).message})`);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        scheduleReconnect();
      }
    }, retryMs);
    retry.unref();
  }

  return {
    start: listen,
    publish(message) {
      const sent = options
        .notify(channel, JSON.stringify({ from: self, message }))
        .catch((error: unknown) => {
          // The write itself stands. A database that refuses a NOTIFY has most likely dropped the
          // other instances' listening connections too, and they clear everything on reconnect.
          options.log.error(`instance notifications: publishing ${message.kind} failed`, error);
        })
        .finally(() => pending.delete(sent));
      pending.add(sent);
    },
    listen(listener) {
      listeners.push(listener);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = undefined;
      await Promise.all([...pending]);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
