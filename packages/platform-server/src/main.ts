import cluster from 'node:cluster';
import { type EnvConfig, envConfig } from './env-config';
import { runClusterPrimary, type WorkerListening } from './instances/cluster-primary';
import { startPlatform } from './start';

let config: EnvConfig;
try {
  config = envConfig();
} catch (error) {
  // A configuration mistake is one clear line, not a stack trace.
  console.error(`LobbyKit platform server: ${(error as Error).message}`);
  process.exit(1);
}
if (config.adminKeyIsDefault && cluster.isPrimary) {
  console.warn(
    'warning: LOBBYKIT_ADMIN_KEY is not set; using the development admin key. Set it anywhere but your own machine.',
  );
}

if (config.workers > 1 && cluster.isPrimary) await runClusterPrimary(config);
else await runServer();

async function runServer(): Promise<void> {
  const running = await startPlatform({
    port: config.port,
    host: config.host,
    adminKey: config.adminKey,
    databaseUrl: config.databaseUrl,
    databasePoolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    trustedProxies: config.trustedProxies,
    timeouts: config.timeouts,
    socialProviders: config.socialProviders,
    registrationsPerIpHour: config.registrationsPerIpHour,
    firebaseProjectId: config.firebaseProjectId,
  });
  if (cluster.isWorker) {
    // The primary prints the one "listening on" line once every worker listens.
    process.send?.({ kind: 'lobbykit-listening', url: running.url } satisfies WorkerListening);
  } else {
    const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
    console.log(
      `LobbyKit platform server listening on ${running.url} (${store}${running.seeded ? ', demo data seeded' : ''})`,
    );
  }

  let stopping = false;
  async function stop(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    if (cluster.isPrimary) console.log(`${signal}: shutting down`);
    try {
      await running.close();
      process.exit(0);
    } catch (error) {
      console.error('shutdown failed', error);
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
