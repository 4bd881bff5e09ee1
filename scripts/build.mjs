#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';
import { pnpm, step } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds the packages in dependency order: api-client, sdk, widgets, then the server and the site. */
export async function build() {
  step('Building packages');
  await pnpm(['-r', '--filter', './packages/**', 'run', 'build'], { cwd: root });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await ensureInstalled(root);
    await build();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
