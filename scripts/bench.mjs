#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  await ensureInstalled(root);
  await build();
  await run(process.execPath, ['bench/run.mjs'], { cwd: root });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
