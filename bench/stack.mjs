import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnPlatform } from './platform-process.mjs';
import { spawnSite } from './site-process.mjs';

/** Requests are not logged one per line (that would be the bottleneck); errors still are. */
export const quietLog = { info: () => {}, error: (line, error) => console.error(line, error ?? '') };

/**
 * The built platform server on a throwaway PGlite folder and the built player site beside it,
 * both on 127.0.0.1 free ports, each in a process of its own (not the bench's, which drives the
 * browser). `close()` stops both and removes the data.
 */
export async function startStack(root, { mounts = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobbykit-bench-'));
  const platform = await spawnPlatform(root, { dataDir });
  const site = await spawnSite(root, {
    host: '127.0.0.1',
    port: 0,
    mounts: { '/': join(root, 'packages/host-site/dist'), ...mounts },
    spa: join(root, 'packages/host-site/dist/index.html'),
    config: { apiBase: platform.url },
  });
  return {
    apiUrl: platform.url,
    siteUrl: site.url,
    async close() {
      await site.stop();
      await platform.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
