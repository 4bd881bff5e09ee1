#!/usr/bin/env node
// 1 vs 2 server processes (LOBBYKIT_WORKERS) on one throwaway PostgreSQL: a public read and
// bet + settle across the 1,000 seeded wallets, autocannon from another process.
//   node bench/workers.mjs            (LOBBYKIT_BENCH_SECONDS per row, default 5)
// Needs the built server (npx -y pnpm@10.34.9 --filter @lobbykit/platform-server build).
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from './load.mjs';
import { WALLETS, walletSeedSql, walletToken } from './server-seed.mjs';
import { quietLog } from './stack.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.LOBBYKIT_BENCH_SECONDS) || 5;
const connections = 16;

async function seed(databaseUrl) {
  const { startPlatform } = await import(join(root, 'packages/platform-server/dist/index.js'));
  const running = await startPlatform({ databaseUrl, port: 0, log: quietLog });
  try {
    for (const statement of walletSeedSql({ pendingDeposits: 0 }))
      await running.database.db.execute(statement);
  } finally {
    await running.close();
  }
}

async function measure(databaseUrl, workers) {
  const { spawnPlatform } = await import('./platform-process.mjs');
  process.env.LOBBYKIT_WORKERS = String(workers);
  const server = await spawnPlatform(
    root,
    { dataDir: '/nonexistent', databaseUrl },
    'bench/quiet-workers.mjs',
  );
  delete process.env.LOBBYKIT_WORKERS;
  try {
    const headers = { Merchant: 'ph' };
    const rows = [
      {
        name: 'system status (public read)',
        requests: [{ method: 'GET', path: '/wps/system/status', headers: {} }],
      },
      {
        name: `bet + settle (${WALLETS} wallets in turn)`,
        rounds: { tokens: Array.from({ length: WALLETS }, (_, index) => walletToken(index + 1)) },
      },
    ];
    const results = [];
    for (const row of rows) {
      const figures = await load({ url: server.url, connections, seconds, headers, ...row });
      console.log(
        `  ${workers} worker(s), ${row.name}: ${figures.rps} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, failures ${figures.failures}`,
      );
      results.push({ workers, name: row.name, ...figures });
    }
    return results;
  } finally {
    await server.stop();
  }
}

const { ensurePostgres } = await import(join(root, 'scripts/lib/system-deps.mjs'));
const { startThrowawayPostgres } = await import(join(root, 'scripts/lib/postgres.mjs'));
await ensurePostgres();
const cluster = await startThrowawayPostgres();
try {
  console.log(`seeding ${WALLETS} wallets on PostgreSQL…`);
  await seed(cluster.url);
  const results = [...(await measure(cluster.url, 1)), ...(await measure(cluster.url, 2))];
  console.log(`${cpus().length} cores, ${connections} connections, ${seconds} s a row`);
  console.table(
    results.map((row) => ({
      workers: row.workers,
      endpoint: row.name,
      'req/s': row.rps,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      failures: row.failures,
    })),
  );
} finally {
  await cluster.stop();
}
