import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Clock } from './clock';
import { systemClock } from './clock';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { DEFAULT_ADMIN_KEY, DEFAULT_HOST } from './env-config';
import type { TrustedProxies } from './http/client-ip';
import { fastReadServing } from './http/fast-reads';
import {
  answerClientErrors,
  nodeServerOptions,
  SERVER_TIMEOUTS,
  type ServerTimeouts,
} from './http/node-server';
import { type PostgresInstances, startPostgresInstances } from './instances/postgres-instances';
import { consoleLogger, type Logger } from './log';
import { createPlatform, type Platform } from './platform';
import { seedAgentTeam } from './seed/seed-agent-team';
import { seedDemo } from './seed/seed-demo';
import { seedDemoRounds } from './seed/seed-demo-rounds';
import type { SocialProviderConfig } from './services/social-sign-in/providers';

export interface StartOptions {
  /** Default 0: a free port (tests); main passes PORT. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default the development key. */
  adminKey?: string;
  /** PostgreSQL connection string; otherwise PGlite in `dataDir` (default `memory://`, a throwaway one). */
  databaseUrl?: string | undefined;
  /** PostgreSQL connections kept at most; default DEFAULT_POOL_SIZE (db/pool-size.ts). */
  databasePoolSize?: number | undefined;
  dataDir?: string | undefined;
  publicUrl?: string | undefined;
  /** Proxies whose X-Forwarded-For names the client; default none (the socket's address counts). */
  trustedProxies?: TrustedProxies | undefined;
  /** How long a client may take to send a request; default SERVER_TIMEOUTS. */
  timeouts?: ServerTimeouts | undefined;
  /** Google and Facebook sign-in (R4.14, R4.15); default none offered. */
  socialProviders?: readonly SocialProviderConfig[] | undefined;
  /** Accounts one IP may register an hour without a captcha; default 10. */
  registrationsPerIpHour?: number | undefined;
  /** R4.13: Firebase SMS login against this project's ID tokens; default the local phone verifier. */
  firebaseProjectId?: string | undefined;
  clock?: Clock;
  log?: Logger;
  validateResponses?: boolean;
}

/** How long close() lets the requests in flight finish before it cuts their connections. */
export const DRAIN_MS = 5_000;

/**
 * Counts the requests being answered, from their arrival until their answer is written out (an
 * event stream counts until its handler answered: it runs until the client leaves), and tells when
 * none is (close() drains on it).
 */
function requestsInFlight() {
  let count = 0;
  let idle: (() => void)[] = [];
  const leave = () => {
    if (--count === 0) for (const resolve of idle.splice(0)) resolve();
  };
  return {
    get count() {
      return count;
    },
    async track(answer: () => unknown, outgoing: ServerResponse | undefined): Promise<unknown> {
      count++;
      let response: unknown;
      try {
        response = await answer();
      } catch (error) {
        leave();
        throw error;
      }
      const stream =
        response instanceof Response && response.headers.get('Content-Type') === 'text/event-stream';
      if (!outgoing || stream || outgoing.writableFinished || outgoing.destroyed) leave();
      else {
        let left = false;
        const once = () => {
          if (left) return;
          left = true;
          leave();
        };
        outgoing.once('finish', once);
        outgoing.once('close', once);
      }
      return response;
    },
    /** Resolves once no request is in flight, or after `ms`; answers whether they all finished. */
    drained(ms: number): Promise<boolean> {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          idle = idle.filter((each) => each !== done);
          resolve(false);
        }, ms);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        idle.push(done);
      });
    },
  };
}

export interface RunningPlatform {
  url: string;
  port: number;
  platform: Platform;
  database: Database;
  /** Whether this start seeded the demo data (false once it is there). */
  seeded: boolean;
  /** Settles once the catalogue is in memory (startPlatform starts it right after listening). */
  warming: Promise<void>;
  /** Requests being answered now (their handlers have not returned yet). */
  readonly requestsInFlight: number;
  /**
   * Stops in order: no new connections (idle ones close), the requests in flight are answered
   * (DRAIN_MS at most, then what is left is cut), the periodic passes and the warm-up end, the
   * other instances are told the last writes and LISTEN stops, and only then the database closes:
   * nothing queries a closed pool.
   */
  close(): Promise<void>;
}

/**
 * Migrates the database and seeds the demo data unless it is there; answers whether it seeded.
 * With several workers the cluster primary runs it once before forking, so they never race to seed.
 */
export async function prepareDatabase(database: Database, clock: Clock = systemClock): Promise<boolean> {
  await database.migrate();
  // demo01's played rounds only here, not in the test database: tests start from the plain credit.
  const demo = await seedDemo(database.db, clock);
  const rounds = await seedDemoRounds(database.db, clock);
  return (await seedAgentTeam(database.db, clock)) || rounds || demo;
}

/** Opens and migrates the database, seeds it once, and listens. e2e tests start the server with this. */
export async function startPlatform(options: StartOptions = {}): Promise<RunningPlatform> {
  const clock = options.clock ?? systemClock;
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const hostname = options.host ?? DEFAULT_HOST;
  const database = await openDatabase({
    url: options.databaseUrl,
    dataDir: options.dataDir,
    poolSize: options.databasePoolSize,
  });
  let instances: PostgresInstances | undefined;
  try {
    const seeded = await prepareDatabase(database, clock);
    // On PostgreSQL other processes may share the database (LOBBYKIT_WORKERS, a load balancer):
    // caches and logouts are kept in step over LISTEN/NOTIFY, periodic passes take turns.
    if (options.databaseUrl) {
      instances = await startPostgresInstances(
        options.databaseUrl,
        database.db,
        options.log ?? consoleLogger,
      );
    }
    const platform = createPlatform({
      db: database.db,
      clock,
      config: {
        adminKey: options.adminKey ?? DEFAULT_ADMIN_KEY,
        publicUrl: options.publicUrl,
        trustedProxies: options.trustedProxies,
        validateResponses: options.validateResponses,
        socialProviders: options.socialProviders,
        registrationsPerIpHour: options.registrationsPerIpHour,
        firebaseProjectId: options.firebaseProjectId,
      },
      ...(options.log ? { log: options.log } : {}),
      ...(instances ? { bus: instances.bus, exclusive: instances.exclusive } : {}),
    });
    // The first start generates the encryption key pair now rather than on the first login.
    await platform.keys.current();
    platform.cashierSweeps.start();
    platform.agentSettlement.start();
    platform.pointsEarning.start();
    platform.vipRebates.start();
    platform.rollups.start();

    const inFlight = requestsInFlight();
    const serving = fastReadServing(platform.fastReads, (request, env) => platform.app.fetch(request, env));
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const listening = serve(
        {
          // The kept public reads are answered before a Request is made (http/fast-reads.ts).
          ...serving,
          fetch: (request, env) =>
            inFlight.track(
              () => serving.fetch(request, env),
              (env as { outgoing?: ServerResponse }).outgoing,
            ),
          port: options.port ?? 0,
          hostname,
          serverOptions: nodeServerOptions(timeouts),
        },
        () => resolve(listening),
      );
      listening.once('error', reject);
    });
    answerClientErrors(server as Server, timeouts);
    // After listen, so /health and the login form never wait for it: the catalogue (about 10,000
    // games) is read into memory now rather than by the first player who opens a game list.
    const warming = platform
      .warmUp()
      .catch((error) => (options.log ?? consoleLogger).error('warming the catalogue failed', error));
    const { port } = server.address() as AddressInfo;
    const host = hostname.includes(':') ? `[${hostname}]` : hostname;
    return {
      url: `http://${host}:${port}`,
      port,
      platform,
      database,
      seeded,
      warming,
      get requestsInFlight() {
        return inFlight.count;
      },
      async close() {
        const log = options.log ?? consoleLogger;
        const node = server as Server;
        // No new connections; keep-alive ones waiting for their next request close now.
        const unlistened = new Promise<void>((resolve) => node.close(() => resolve()));
        node.closeIdleConnections();
        platform.cashierSweeps.stop();
        platform.agentSettlement.stop();
        platform.pointsEarning.stop();
        platform.vipRebates.stop();
        platform.rollups.stop();
        // The requests in flight get their answers; event streams and stalled clients are cut after.
        if (!(await inFlight.drained(DRAIN_MS))) {
          log.error(`closing: ${inFlight.count} requests still in flight after ${DRAIN_MS} ms, cut`);
        }
        node.closeAllConnections();
        await unlistened;
        // A pass still running, and the warm-up, end before the database closes under them.
        await Promise.all([
          warming,
          platform.agentSettlement.idle(),
          platform.cashierSweeps.idle(),
          platform.pointsEarning.idle(),
          platform.vipRebates.idle(),
          platform.rollups.idle(),
          inFlight.drained(DRAIN_MS),
        ]);
        // The last writes' messages go out through the pool, then LISTEN stops, then the pool ends.
        await instances?.bus.close();
        await database.close();
      },
    };
  } catch (error) {
    await instances?.bus.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
