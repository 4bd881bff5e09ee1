import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Requests are not logged one per line (that would be the bottleneck); errors still are. */
export const quietLog = { info: () => {}, error: (line, error) => console.error(line, error ?? '') };

/**
 * The built platform server in its own process, as deployed: in the bench's process its database
 * work would hold up the page server answering the same browser.
 */
function spawnPlatform(root, dataDir) {
  const child = spawn(process.execPath, ['packages/platform-server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOBBYKIT_DATA_DIR: dataDir,
      LOBBYKIT_ADMIN_KEY: randomBytes(24).toString('hex'),
    },
  });
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk;
      const url = /listening on (http:\/\/\S+)/.exec(seen)?.[1];
      if (!url) return;
      // The request log goes on: drain it so the pipe never fills.
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({ child, url });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the platform server stopped while starting (exit ${code})`)),
    );
  });
}

/**
 * The built platform server on a throwaway PGlite folder and the built player site beside it,
 * both on 127.0.0.1 free ports. `close()` stops both and removes the data.
 */
export async function startStack(root, { mounts = {} } = {}) {
  const { startStaticServer } = await import(join(root, 'scripts/lib/static-server.mjs'));
  const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-bench-'));
  const platform = await spawnPlatform(root, dataDir);
  const site = await startStaticServer({
    host: '127.0.0.1',
    port: 0,
    mounts: { '/': join(root, 'packages/host-site/dist'), ...mounts },
    spa: join(root, 'packages/host-site/dist/index.html'),
    config: { apiBase: platform.url },
  });
  return {
    apiUrl: platform.url,
    siteUrl: `http://127.0.0.1:${site.address().port}`,
    async close() {
      site.close();
      const exited = new Promise((resolve) => platform.child.once('exit', resolve));
      platform.child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
