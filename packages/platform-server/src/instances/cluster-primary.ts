import cluster, { type Worker } from 'node:cluster';
import { openDatabase } from '../db/open';
import type { EnvConfig } from '../env-config';
import { prepareDatabase } from '../start';

/** What a worker tells the primary once it listens. */
export interface WorkerListening {
  kind: 'lobbykit-listening';
  url: string;
}

export const isWorkerListening = (message: unknown): message is WorkerListening =>
  typeof message === 'object' &&
  message !== null &&
  (message as { kind?: unknown }).kind === 'lobbykit-listening' &&
  typeof (message as { url?: unknown }).url === 'string';

/** A worker that dies after the start is replaced after this pause (a crash loop stays slow). */
const REPLACE_AFTER_MS = 1_000;

/**
 * The cluster primary (LOBBYKIT_WORKERS > 1): migrates and seeds once, forks the workers (each runs
 * the whole server; node:cluster hands them connections of one port in turn), prints one
 * "listening on" line when all listen, replaces a worker that dies, and stops them all on SIGTERM or
 * SIGINT. It serves nothing itself and holds no database connection while they run.
 */
export async function runClusterPrimary(config: EnvConfig): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl });
  let seeded: boolean;
  try {
    seeded = await prepareDatabase(database);
  } finally {
    await database.close();
  }

  let stopping = false;
  let started = false;
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!started) {
      console.error(`worker ${worker.process.pid} exited while starting (${signal ?? code}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => {
      if (!stopping) fork();
    }, REPLACE_AFTER_MS).unref();
  });

  const urls = await new Promise<string[]>((resolve) => {
    const listening: string[] = [];
    const onMessage = (_worker: Worker, message: unknown) => {
      if (!isWorkerListening(message)) return;
      listening.push(message.url);
      if (listening.length === config.workers) {
        cluster.off('message', onMessage);
        resolve(listening);
      }
    };
    cluster.on('message', onMessage);
    for (let index = 0; index < config.workers; index++) fork();
  });
  if (stopping) return;
  started = true;
  console.log(
    `LobbyKit platform server listening on ${urls[0]} (PostgreSQL (DATABASE_URL), ${config.workers} workers${seeded ? ', demo data seeded' : ''})`,
  );

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ${config.workers} workers`);
    const alive = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined,
    );
    let left = alive.length;
    if (left === 0) process.exit(0);
    for (const worker of alive) {
      worker.once('exit', () => {
        if (--left === 0) process.exit(0);
      });
      worker.process.kill('SIGTERM');
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
