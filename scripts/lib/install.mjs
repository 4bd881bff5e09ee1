import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pnpm, step } from './run.mjs';

/**
 * Installs the workspace when node_modules is missing or older than the lockfile, so that
 * `npm start` and `npm test` work on a fresh clone with nothing but Node.
 */
export async function ensureInstalled(root) {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  step('Installing dependencies (pnpm 10.34.9)');
  await pnpm(['install', '--frozen-lockfile'], { cwd: root });
}
