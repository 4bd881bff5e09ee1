#!/usr/bin/env node
import { startThrowawayPostgres } from './postgres.mjs';
import { run } from './run.mjs';
// Runs one command against a throwaway PostgreSQL cluster and removes the cluster after:
//   node scripts/lib/with-postgres.mjs npx vitest run --project platform-server
// The command sees LOBBYKIT_TEST_POSTGRES_URL (the server's test databases become copies on it).
import { ensurePostgres } from './system-deps.mjs';

/** Starts a cluster, runs `action(url)`, and always stops the cluster, even when the action fails. */
export async function withPostgres(action) {
  await ensurePostgres();
  const cluster = await startThrowawayPostgres();
  const stop = () => cluster.stop();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    return await action(cluster.url);
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/lib/with-postgres.mjs <command> [args...]');
    process.exit(2);
  }
  try {
    await withPostgres((url) =>
      run(command, args, { env: { ...process.env, LOBBYKIT_TEST_POSTGRES_URL: url } }),
    );
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
