import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';

/**
 * The built platform server in its own process, as deployed: a bench in the same process would
 * share its event loop. PGlite in `dataDir` unless `databaseUrl` names a PostgreSQL database.
 * `entry` is the server's main.js, or bench/quiet-platform.mjs for load (no line per request);
 * `extraEnv` adds to its environment (bench/workers.mjs: LOBBYKIT_WORKERS). Answers the url, the
 * admin key it was given and `stop()`.
 */
export function spawnPlatform(
  root,
  { dataDir, databaseUrl },
  entry = 'packages/platform-server/dist/main.js',
  extraEnv = {},
) {
  const adminKey = randomBytes(24).toString('hex');
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOBBYKIT_DATA_DIR: dataDir,
    LOBBYKIT_ADMIN_KEY: adminKey,
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  // The bench's logins come from many addresses, as they would through a reverse proxy on this host.
  env.LOBBYKIT_TRUSTED_PROXIES = '127.0.0.1';
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  return untilListening(child, 'the platform server').then((started) => ({ ...started, adminKey }));
}

/**
 * A server started as `child` (its stdout piped), once it has said `listening on <url>`: its url, pid
 * and `stop()`. Its output is drained after that, so the pipe never fills. `name` is for the error
 * when it stops before listening.
 */
export function untilListening(child, name) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(seen)?.[1];
      if (!url) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({ url, pid: child.pid, stop });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} stopped while starting (exit ${code})`)));
  });
}
