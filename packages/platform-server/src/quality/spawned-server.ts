import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The package folder: the child runs src/main.ts from here, as `npm run dev` does. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The child is `node --import tsx src/main.ts`, one process: the tsx CLI would fork a second node,
 * and SIGKILL on the CLI would leave the real server running. Source, not dist, so a stale build
 * can never be what the test kills.
 */
export const canSpawnServer = (): boolean => existsSync(`${PACKAGE_ROOT}node_modules/tsx/package.json`);

export interface ServerStore {
  /** PGlite folder (ignored when `databaseUrl` is set). */
  dataDir: string;
  databaseUrl?: string | undefined;
}

export interface SpawnedServer {
  url: string;
  pid: number;
  /** Everything the child printed, for failure messages. */
  output(): string;
  /** SIGKILL: no shutdown handler runs, the database sees a crash. */
  crash(): Promise<void>;
  /** SIGTERM: main.ts closes the server and the database cleanly. */
  stop(): Promise<void>;
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Starts the real server on the given store at a free port and waits for its "listening on" line. */
export async function spawnServer(
  store: ServerStore,
  adminKey: string,
  timeoutMs = 90_000,
  /** More environment for the child (LOBBYKIT_REQUEST_TIMEOUT_MS ...). */
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<SpawnedServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    PORT: '0',
    HOST: '127.0.0.1',
    LOBBYKIT_ADMIN_KEY: adminKey,
    LOBBYKIT_DATA_DIR: store.dataDir,
  };
  delete env.DATABASE_URL;
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;
  // vitest's own NODE_OPTIONS (loaders) must not leak into the server under test.
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const exited = exitOf(child);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${printed}`));
    }, timeoutMs);
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(printed);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(
        new Error(`the server exited before listening (${child.exitCode ?? child.signalCode}):\n${printed}`),
      );
    });
  });

  return {
    url,
    pid: child.pid!,
    output: () => printed,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
