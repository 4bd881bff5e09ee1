import { envConfig } from './env-config';
import { startPlatform } from './start';

const config = envConfig();
if (config.adminKeyIsDefault) {
  console.warn(
    'warning: LOBBYKIT_ADMIN_KEY is not set; using the development admin key. Set it anywhere but your own machine.',
  );
}

const running = await startPlatform({
  port: config.port,
  host: config.host,
  adminKey: config.adminKey,
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  publicUrl: config.publicUrl,
  trustedProxies: config.trustedProxies,
  timeouts: config.timeouts,
});
const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
console.log(
  `LobbyKit platform server listening on ${running.url} (${store}${running.seeded ? ', demo data seeded' : ''})`,
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
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
