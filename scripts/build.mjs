#!/usr/bin/env node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';
import { precompress } from './lib/precompress.mjs';
import { pnpm, step } from './lib/run.mjs';
import { ensureChromium } from './lib/system-deps.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What a static host serves as built: the player site and the SDK's embed bundle. */
const served = [join(root, 'packages/host-site/dist'), join(root, 'packages/widgets/dist/embed')];

/**
 * Installs Chromium when it is missing (the widgets' build draws the forms' first frames with it),
 * builds the packages in dependency order: api-client, sdk, widgets, then the server and the site;
 * then the examples that have a build (examples/react-host); then writes brotli and gzip copies of
 * the served text assets.
 */
export async function build() {
  // The widgets' build draws the login and register forms' first frames in Chromium (first-frames.mjs).
  await ensureChromium();
  step('Building packages');
  await pnpm(['-r', '--filter', './packages/**', 'run', 'build'], { cwd: root });
  // After the packages: the React host example bundles the sdk's and the widgets' dist.
  step('Building the examples');
  await pnpm(['-r', '--filter', './examples/**', 'run', 'build'], { cwd: root });
  step('Compressing the served assets (brotli 11, gzip 9)');
  const { files, raw, br, gz } = await precompress(served);
  const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
  console.log(`${files} files: ${kB(raw)} raw, ${kB(br)} brotli, ${kB(gz)} gzip`);
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
