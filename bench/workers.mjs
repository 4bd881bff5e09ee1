#!/usr/bin/env node
// 1 and 2 server processes (LOBBYKIT_WORKERS, bench/quiet-workers.mjs) on one throwaway PostgreSQL:
// a public read and bet + settle across the 1,000 seeded wallets, autocannon from another process,
// beside the bare node:http ceiling loaded the same way in the same run. Part of `npm run bench`;
// alone: LOBBYKIT_BENCH_ONLY=workers node bench/run-server.mjs (into RESULTS.md), or
//   node bench/workers.mjs            (the table on the console only; LOBBYKIT_BENCH_SECONDS per row, default 5)
// Needs the built server (npx -y pnpm@10.34.9 --filter @lobbykit/platform-server build).
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, startBareServer } from './load.mjs';
import { spawnPlatform } from './platform-process.mjs';
import { WALLETS, walletSeedSql, walletToken } from './server-seed.mjs';
import { quietLog } from './stack.mjs';
import { withThrowawayPostgres } from './throwaway-postgres.mjs';

/** `uptime`'s three load averages (1, 5 and 15 minutes), to two decimals. */
const loadAverage = () => loadavg().map((value) => Number(value.toFixed(2)));

/** The process counts compared, in the order they are measured. */
export const WORKER_COUNTS = [1, 2];

/**
 * The wallets, migrated and seeded by a server in this process, closed before the measured ones
 * start; vacuumed and analysed then, so autovacuum's pass over the fresh rows falls in neither count's rows.
 */
async function seed(root, databaseUrl) {
  const { startPlatform } = await import(join(root, 'packages/platform-server/dist/index.js'));
  const running = await startPlatform({ databaseUrl, port: 0, log: quietLog });
  try {
    for (const statement of [...walletSeedSql({ pendingDeposits: 0 }), 'vacuum analyze'])
      await running.database.db.execute(statement);
  } finally {
    await running.close();
  }
}

/** The bare node:http ceiling's connections, as the server table's. */
const CEILING_CONNECTIONS = 16;

/** The unmeasured load each server gets before its figures are taken. */
const WARM_UP_SECONDS = 1;

const get = (path) => ({ method: 'GET', path, headers: {} });

/** The rows: a name, its connections and what autocannon sends (see bench/load-worker.mjs). */
const workerRows = () => [
  {
    name: 'system status (public read)',
    connections: 16,
    requests: [get('/wps/system/status')],
  },
  {
    // As the server table's row: issue 13's goal is stated at 64 connections.
    name: `bet + settle (${WALLETS} wallets in turn)`,
    connections: 64,
    rounds: { tokens: Array.from({ length: WALLETS }, (_, index) => walletToken(index + 1)) },
  },
];

/** Every row against `workers` server processes on one port: each row's figures by its name. */
async function measureProcesses(root, databaseUrl, workers, { seconds, ceiling }) {
  const server = await spawnPlatform(
    root,
    { dataDir: '/nonexistent', databaseUrl },
    'bench/quiet-workers.mjs',
    { LOBBYKIT_WORKERS: String(workers) },
  );
  try {
    // A second of each row first, unmeasured: each process compiles its hot paths (two processes, twice).
    for (const { name: _, ...row } of workerRows())
      await load({ url: server.url, seconds: WARM_UP_SECONDS, headers: { Merchant: 'ph' }, ...row });
    const runs = new Map();
    for (const { name, ...row } of workerRows()) {
      const figures = await load({ url: server.url, seconds, headers: { Merchant: 'ph' }, ...row });
      console.log(`  ${workers} worker(s), ${name}: ${figures.rps} req/s, p99 ${figures.p99} ms`);
      runs.set(name, { workers, ...figures, share: Number((figures.rps / ceiling.rps).toFixed(3)) });
    }
    return runs;
  } finally {
    await server.stop();
  }
}

/**
 * The workers table: each row for 1 and for 2 processes on a throwaway PostgreSQL (scripts/lib/postgres.mjs),
 * with its share of the bare node:http ceiling measured before that count's rows in the same run, the
 * 2/1 ratio of the requests a second, the cores, and the load average when it began and ended. LOBBYKIT_BENCH_SECONDS
 * shortens each row (default 5 s). PostgreSQL is reported as skipped when it cannot run here.
 */
export async function measureWorkers(
  root,
  { seconds = Number(process.env.LOBBYKIT_BENCH_SECONDS) || 5 } = {},
) {
  const began = { at: new Date().toISOString(), loadAverage: loadAverage() };
  try {
    return await withThrowawayPostgres(root, async (cluster, database) => {
      console.log(`${database}: seeding ${WALLETS} wallets…`);
      await seed(root, cluster.url);
      // Warmed up like the servers; measured again before each count's rows, each row's share of its own.
      const bare = await startBareServer();
      const loadBare = (time) =>
        load({
          url: `${bare.url}/`,
          connections: CEILING_CONNECTIONS,
          seconds: time,
          headers: { Merchant: 'ph' },
          requests: [get('/')],
        });
      const ceilings = [];
      const measured = [];
      try {
        await loadBare(WARM_UP_SECONDS);
        for (const workers of WORKER_COUNTS) {
          const ceiling = await loadBare(seconds);
          console.log(`  bare node:http before ${workers} worker(s): ${ceiling.rps} req/s`);
          ceilings.push({ workers, connections: CEILING_CONNECTIONS, ...ceiling });
          measured.push(await measureProcesses(root, cluster.url, workers, { seconds, ceiling }));
        }
      } finally {
        await bare.stop();
      }
      const rows = workerRows().map(({ name, connections }) => {
        const runs = measured.map((byName) => byName.get(name));
        return { name, connections, runs, ratio: Number((runs[1].rps / runs[0].rps).toFixed(2)) };
      });
      return {
        database,
        cores: cpus().length,
        seconds,
        ceilings,
        rows,
        began,
        ended: { at: new Date().toISOString(), loadAverage: loadAverage() },
      };
    });
  } catch (error) {
    console.error(`PostgreSQL skipped: ${error.message}`);
    return { database: 'PostgreSQL', skipped: error.message, cores: cpus().length, seconds, rows: [] };
  }
}

/** The workers table on the console. */
export function printWorkers(result) {
  if (result.skipped) {
    console.log(`Workers: skipped (${result.skipped})`);
    return;
  }
  const ceilings = result.ceilings
    .map((ceiling) => `${ceiling.rps} req/s before ${ceiling.workers}`)
    .join(', ');
  console.log(
    `${result.database}, ${result.cores} cores, ${result.seconds} s a row; bare node:http ${ceilings}`,
  );
  console.table(
    result.rows.flatMap((row) =>
      row.runs.map((run) => ({
        workers: run.workers,
        endpoint: row.name,
        connections: row.connections,
        'req/s': run.rps,
        'p50 ms': run.p50,
        'p99 ms': run.p99,
        failures: run.failures,
        'share of ceiling': run.share,
        '2 / 1': run.workers === WORKER_COUNTS[1] ? row.ratio : '',
      })),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  printWorkers(await measureWorkers(fileURLToPath(new URL('..', import.meta.url))));
