import { randomBytes } from 'node:crypto';
import type { Logger } from '../log';
import type { InstanceBus, InstanceListener, InstanceMessage } from './instance-bus';

/** The NOTIFY channel every instance of one database listens on. */
export const INSTANCE_CHANNEL = 'lobbykit_instances';
/** The first retry after the listening connection dropped; doubled up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 100;
export const RETRY_MAX_MS = 5_000;
/** A NOTIFY payload's budget in bytes (PostgreSQL refuses 8,000 and more): a batch is split under it. */
export const PAYLOAD_BUDGET = 7_000;
/** How often an instance counts the others (options.peers), to stop or start publishing. */
export const PEER_CHECK_MS = 5_000;
/** How long a starting instance waits for the ones it counted to answer its hello. */
export const HELLO_WAIT_MS = 2_000;
// The real one, kept before a test's fake timers could replace it: a batch must always go out.
const nextTurn = setImmediate;

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
  /**
   * How many other instances have a listening connection now (postgres-instances.ts counts them
   * in pg_stat_activity). With it, an instance alone on its database publishes nothing: no NOTIFY,
   * and no answer waits for one. Without it, every message is published.
   */
  peers?: () => Promise<number>;
  log: Logger;
  channel?: string;
}

export interface PostgresNotifier extends InstanceBus {
  /** Connects and LISTENs; throws when the first connection fails (the server must not start blind). */
  start(): Promise<void>;
  /** Resolves once every message published so far has been handed to PostgreSQL. */
  settled(): Promise<void>;
  readonly listening: boolean;
  /** Whether the last count found no other instance (and none spoke since): nothing is published. */
  readonly alone: boolean;
  close(): Promise<void>;
}

/**
 * One LISTENing connection per process, carrying cache invalidations and logouts between the server
 * instances of one database. A notification is delivered only to connections listening when it was
 * sent, so while this connection is down messages are lost: the listeners are told `missed` when it
 * drops and again once it listens anew, and forget everything they kept (the caches refill from the
 * database). Messages carry this instance's id, so its own come back to nobody.
 *
 * Alone on its database (options.peers counts no other listening instance), an instance publishes
 * nothing: its messages would reach nobody. A starting instance (and one that listens again) says
 * hello and waits, up to HELLO_WAIT_MS, until every instance it counted has answered: an instance
 * hearing any other one publishes from then on, so no write it makes after that answer goes untold.
 * Its caches hold nothing the newcomer could miss before then, since the newcomer has not served
 * yet. The count runs again every PEER_CHECK_MS; it turns an instance alone only when nobody spoke
 * while it ran.
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
  let peerCheck: ReturnType<typeof setInterval> | undefined;
  let alone = false;
  // Counts what other instances said, so a count that ran while one spoke never turns this one alone.
  let heard = 0;
  let answered: { from: Set<string>; wanted: number; done: () => void } | undefined;

  /** Another instance spoke: publish from now on, answer its hello, count it for our own hello. */
  function heardFrom(from: string, hello: boolean): void {
    heard++;
    alone = false;
    if (hello) void send(JSON.stringify({ from: self, answer: true }), 'answer');
    if (answered) {
      answered.from.add(from);
      if (answered.from.size >= answered.wanted) answered.done();
    }
  }

  function deliver(payload: string | undefined): void {
    if (!payload) return;
    let parsed: { from?: unknown; hello?: unknown; message?: InstanceMessage; messages?: unknown };
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    if (parsed.from === self) return;
    if (typeof parsed.from === 'string') heardFrom(parsed.from, parsed.hello === true);
    const messages = Array.isArray(parsed.messages) ? (parsed.messages as InstanceMessage[]) : [];
    if (parsed.message) messages.push(parsed.message);
    for (const message of messages) {
      if (typeof message !== 'object' || message === null) continue;
      for (const listener of listeners) listener.message(message);
    }
  }

  /** The batch's payloads, each under PAYLOAD_BUDGET (a message alone over it still goes alone). */
  function payloadsOf(batch: InstanceMessage[]): string[] {
    const payloads: string[] = [];
    let parts: string[] = [];
    let length = 0;
    const close = () => {
      if (parts.length > 0) payloads.push(`{"from":${JSON.stringify(self)},"messages":[${parts.join(',')}]}`);
      parts = [];
      length = 0;
    };
    for (const message of batch) {
      const part = JSON.stringify(message);
      if (length + part.length + 64 > PAYLOAD_BUDGET) close();
      parts.push(part);
      length += part.length + 1;
    }
    close();
    return payloads;
  }

  // Messages published within one turn of the event loop travel in one NOTIFY (a busy wallet
  // publishes one per money movement); the turn's batch is in `pending` from its first message on,
  // so settled() waits for it.
  let queued: InstanceMessage[] = [];
  let batching = false;

  function send(payload: string, kinds: string): Promise<void> {
    return options.notify(channel, payload).catch((error: unknown) => {
      // The write itself stands. A database that refuses a NOTIFY has most likely dropped the
      // other instances' listening connections too, and they clear everything on reconnect.
      options.log.error(`instance notifications: publishing ${kinds} failed`, error);
    });
  }

  const missed = () => {
    for (const listener of listeners) listener.missed();
  };

  /** Counts the other instances: alone when none (and none spoke meanwhile). Answers the count. */
  async function count(): Promise<number | undefined> {
    if (!options.peers || closed) return undefined;
    const before = heard;
    try {
      const others = await options.peers();
      if (others > 0) alone = false;
      else if (heard === before && !closed) alone = true;
      return others;
    } catch (error) {
      alone = false;
      if (closed) return undefined;
      options.log.error(
        `instance notifications: counting the other instances failed (${(error as Error).message})`,
      );
      return undefined;
    }
  }

  /** Counts the others and, when there are some, says hello and waits for their answers (or HELLO_WAIT_MS). */
  async function lookAround(): Promise<void> {
    const others = await count();
    if (!others) return;
    const waiting = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, HELLO_WAIT_MS);
      answered = {
        from: new Set(),
        wanted: others,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
    await send(JSON.stringify({ from: self, hello: true }), 'hello');
    await waiting;
    answered = undefined;
  }

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
        // Instances that started meanwhile counted nobody here: they publish once they hear this one.
        await lookAround();
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
    async start() {
      await listen();
      await lookAround();
      if (options.peers) {
        peerCheck = setInterval(() => void count(), PEER_CHECK_MS);
        peerCheck.unref();
      }
    },
    publish(message) {
      // Nobody else listens: the message would reach nobody, and no answer waits for it. Once
      // closed, the pool it would go through is closing too.
      if (alone || closed) return;
      queued.push(message);
      if (batching) return;
      batching = true;
      const sent = new Promise<void>((resolve) => nextTurn(resolve))
        .then(async () => {
          const batch = queued;
          queued = [];
          batching = false;
          const kinds = [...new Set(batch.map((each) => each.kind))].join(', ');
          await Promise.all(payloadsOf(batch).map((payload) => send(payload, kinds)));
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
    get alone() {
      return alone;
    },
    async close() {
      closed = true;
      if (peerCheck) clearInterval(peerCheck);
      if (retry) clearTimeout(retry);
      retry = undefined;
      await Promise.all([...pending]);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
