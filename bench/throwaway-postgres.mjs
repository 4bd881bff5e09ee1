import { basename, join } from 'node:path';

/**
 * Runs `use(cluster, name)` on a throwaway PostgreSQL cluster (scripts/lib/postgres.mjs; Debian's
 * PostgreSQL installed first when missing), `name` saying which version. The cluster and its folder
 * are removed after, Ctrl+C in the middle included. Answers what `use` answers; a PostgreSQL that
 * cannot run here throws, for the caller to report the rows as skipped.
 */
export async function withThrowawayPostgres(root, use) {
  const { ensurePostgres } = await import(join(root, 'scripts/lib/system-deps.mjs'));
  const { postgresBinDir, startThrowawayPostgres } = await import(join(root, 'scripts/lib/postgres.mjs'));
  let cluster;
  const interrupted = () => void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  try {
    await ensurePostgres();
    cluster = await startThrowawayPostgres();
    process.once('SIGINT', interrupted);
    process.once('SIGTERM', interrupted);
    return await use(cluster, `PostgreSQL ${basename(join(postgresBinDir(), '..'))}`);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cluster?.stop();
  }
}
