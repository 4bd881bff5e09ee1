import { resolve } from 'node:path';
import { DEFAULT_POOL_SIZE, MAX_POOL_SIZE } from './db/pool-size';
import { parseTrustedProxies, TRUSTED_PROXIES_VARIABLE, type TrustedProxies } from './http/client-ip';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './http/node-server';
import { REGISTER_PER_IP_RATE } from './services/rate-limits';
import { type SocialProviderConfig, socialProvidersFromEnv } from './services/social-sign-in/providers';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';
/** For local use only; main prints a warning whenever it is in effect. */
export const DEFAULT_ADMIN_KEY = 'lobbykit-dev-admin';

export interface EnvConfig {
  port: number;
  host: string;
  /** PGlite folder; unused when `databaseUrl` is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  adminKey: string;
  adminKeyIsDefault: boolean;
  publicUrl: string | undefined;
  /** Reverse proxies whose X-Forwarded-For is believed; none unless LOBBYKIT_TRUSTED_PROXIES names them. */
  trustedProxies: TrustedProxies;
  /** LOBBYKIT_REQUEST_TIMEOUT_MS and LOBBYKIT_HEADERS_TIMEOUT_MS, else SERVER_TIMEOUTS. */
  timeouts: ServerTimeouts;
  /** LOBBYKIT_WORKERS: server processes on one port (node:cluster); more than one needs DATABASE_URL. */
  workers: number;
  /** LOBBYKIT_PG_POOL_SIZE: PostgreSQL connections each server process keeps at most (default DEFAULT_POOL_SIZE). */
  databasePoolSize: number;
  /** Google and Facebook sign-in: GOOGLE_*, FACEBOOK_* or the local demo provider (LOBBYKIT_DEMO_OPENID_URL). */
  socialProviders: SocialProviderConfig[];
  /** LOBBYKIT_REGISTRATIONS_PER_IP_HOUR: accounts one IP may register an hour without a captcha. */
  registrationsPerIpHour: number;
  /** FIREBASE_PROJECT_ID: Firebase SMS login checks this project's ID tokens; unset, the local verifier. */
  firebaseProjectId: string | undefined;
}

export const MAX_WORKERS = 64;

function workersOf(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): number {
  const text = env.LOBBYKIT_WORKERS;
  if (text === undefined || text === '') return 1;
  const workers = Number(text);
  if (!/^\d+$/.test(text) || workers < 1 || workers > MAX_WORKERS)
    throw new Error(`LOBBYKIT_WORKERS must be a whole number from 1 to ${MAX_WORKERS}, not '${text}'`);
  if (workers > 1 && !databaseUrl)
    throw new Error(
      `LOBBYKIT_WORKERS=${workers} needs PostgreSQL (DATABASE_URL): PGlite is one process's database. Set DATABASE_URL, or run one worker.`,
    );
  return workers;
}

/** A Firebase project id: 6 to 30 lowercase letters, digits and hyphens. */
function firebaseProjectId(env: NodeJS.ProcessEnv): string | undefined {
  const text = env.FIREBASE_PROJECT_ID;
  if (text === undefined || text === '') return undefined;
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(text))
    throw new Error(`FIREBASE_PROJECT_ID must be a Firebase project id, not '${text}'`);
  return text;
}

function databasePoolSize(env: NodeJS.ProcessEnv): number {
  const text = env.LOBBYKIT_PG_POOL_SIZE;
  if (text === undefined || text === '') return DEFAULT_POOL_SIZE;
  const size = Number(text);
  if (!/^\d+$/.test(text) || size < 1 || size > MAX_POOL_SIZE)
    throw new Error(`LOBBYKIT_PG_POOL_SIZE must be a whole number from 1 to ${MAX_POOL_SIZE}, not '${text}'`);
  return size;
}

function registrationsPerIpHour(env: NodeJS.ProcessEnv): number {
  const text = env.LOBBYKIT_REGISTRATIONS_PER_IP_HOUR;
  if (text === undefined || text === '') return REGISTER_PER_IP_RATE.limit;
  const limit = Number(text);
  if (!/^\d+$/.test(text) || limit < 1 || limit > 100_000)
    throw new Error(
      `LOBBYKIT_REGISTRATIONS_PER_IP_HOUR must be a whole number from 1 to 100000, not '${text}'`,
    );
  return limit;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 100 || value > 3_600_000)
    throw new Error(`${name} must be milliseconds from 100 to 3600000, not '${text}'`);
  return value;
}

/** The server's configuration, from environment variables only (README lists them). */
export function envConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): EnvConfig {
  const port = env.PORT === undefined || env.PORT === '' ? DEFAULT_PORT : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, not '${env.PORT}'`);
  const adminKey = env.LOBBYKIT_ADMIN_KEY || DEFAULT_ADMIN_KEY;
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST || DEFAULT_HOST,
    dataDir: resolve(cwd, env.LOBBYKIT_DATA_DIR || '.data/pglite'),
    databaseUrl,
    adminKey,
    adminKeyIsDefault: adminKey === DEFAULT_ADMIN_KEY,
    publicUrl: env.LOBBYKIT_PUBLIC_URL || undefined,
    trustedProxies: parseTrustedProxies(env[TRUSTED_PROXIES_VARIABLE]),
    timeouts: {
      requestMs: milliseconds(env, 'LOBBYKIT_REQUEST_TIMEOUT_MS', SERVER_TIMEOUTS.requestMs),
      headersMs: milliseconds(env, 'LOBBYKIT_HEADERS_TIMEOUT_MS', SERVER_TIMEOUTS.headersMs),
      keepAliveMs: SERVER_TIMEOUTS.keepAliveMs,
    },
    workers: workersOf(env, databaseUrl),
    databasePoolSize: databasePoolSize(env),
    socialProviders: socialProvidersFromEnv(env),
    registrationsPerIpHour: registrationsPerIpHour(env),
    firebaseProjectId: firebaseProjectId(env),
  };
}
