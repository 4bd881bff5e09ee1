import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Clock, manualClock } from '../clock';
import { type FastReads, fastReadServing } from '../http/fast-reads';
import { type Logger, memoryLogger } from '../log';
import { createPlatform, type Platform } from '../platform';
import { createTestDatabase, type TestDatabase } from './test-database';

/** An answer as node:http read it, its Date header aside (two answers compare byte for byte). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes as UTF-8 text (an answer in Content-Encoding: read `bytes`). */
  body: string;
  bytes: Buffer;
}

export interface FastReadServer {
  platform: Platform;
  /** The platform's fast reads: what `server` answers before Hono. */
  fastReads: FastReads;
  /** http://127.0.0.1:port */
  base: string;
  port: number;
  /** One request over a fresh connection, from `localAddress` (default 127.0.0.1), read raw. */
  ask(path: string, headers?: Record<string, string>, localAddress?: string): Promise<RawAnswer>;
  close(): Promise<void>;
}

/** Serves `fastReads` in front of `fetch` on a free loopback port, as startPlatform does. */
export function serveFastReads(
  fastReads: FastReads,
  fetch: Parameters<typeof fastReadServing>[1],
): Promise<{ port: number; close(): Promise<void> }> {
  const serving = fastReadServing(fastReads, fetch);
  return new Promise((resolve) => {
    const server = serve({ ...serving, port: 0, hostname: '127.0.0.1' }, () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((closed) => server.close(() => closed())),
      }),
    );
  });
}

/**
 * The platform as startPlatform makes it (no injected caller address, so the fast reads are on),
 * on `database`, served by node:http on a free loopback port: the fast reads' tests ask it raw.
 */
export async function startFastReadServer(options: {
  database: TestDatabase;
  clock: Clock;
  log: Logger;
  adminKey: string;
}): Promise<FastReadServer> {
  const { database, clock, log, adminKey } = options;
  const platform = createPlatform({ db: database.db, clock, log, config: { adminKey } });
  const fastReads = platform.fastReads!;
  const served = await serveFastReads(fastReads, (request, env) => platform.app.fetch(request, env));
  const base = `http://127.0.0.1:${served.port}`;
  return {
    platform,
    fastReads,
    base,
    port: served.port,
    close: served.close,
    ask: (path, headers = {}, localAddress = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        const sent = httpRequest(
          { host: '127.0.0.1', port: served.port, path, headers, localAddress, agent: false },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const { date: _date, ...kept } = res.headers;
              const bytes = Buffer.concat(chunks);
              resolve({ status: res.statusCode!, headers: kept, body: bytes.toString('utf8'), bytes });
            });
            res.on('error', reject);
          },
        );
        sent.on('error', reject);
        sent.end();
      }),
  };
}

/** A new database is migrated and seeded before the file's first test (see platform-for-file.ts). */
const SETUP_TIMEOUT_MS = 180_000;

export interface FastReadServerForFile extends Omit<FastReadServer, 'close'> {
  database: TestDatabase;
  clock: ReturnType<typeof manualClock>;
  log: ReturnType<typeof memoryLogger>;
}

/**
 * The set-up at the top of a fast reads' test file, in one line: a database and the platform served
 * raw (startFastReadServer) before the file's first test, both closed after its last, the caches
 * emptied before each test. The answer stands for what `beforeAll` made; read it in hooks and tests.
 */
export function fastReadServerForFile(options: { adminKey: string }): FastReadServerForFile {
  const clock = manualClock();
  const log = memoryLogger();
  let made: { database: TestDatabase; served: FastReadServer } | undefined;
  const the = () => {
    if (!made) throw new Error('The fast read server is made in beforeAll: use it inside a hook or a test.');
    return made;
  };
  beforeAll(async () => {
    const database = await createTestDatabase(clock);
    made = { database, served: await startFastReadServer({ database, clock, log, ...options }) };
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await made?.served.close();
    await made?.database.close();
  });
  beforeEach(() => the().served.platform.caches.clear());
  return {
    clock,
    log,
    get database() {
      return the().database;
    },
    get platform() {
      return the().served.platform;
    },
    get fastReads() {
      return the().served.fastReads;
    },
    get base() {
      return the().served.base;
    },
    get port() {
      return the().served.port;
    },
    ask: (path, headers, localAddress) => the().served.ask(path, headers, localAddress),
  };
}
