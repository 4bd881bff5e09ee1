import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.mjs';
import { postgresBinDir } from './postgres.mjs';
import { run, step } from './run.mjs';

let aptUpdated = false;

async function aptInstall(packages) {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Missing ${packages.join(', ')}: install them with apt-get (needs root), then run again.`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    await run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  await run('apt-get', ['install', '-y', '-qq', ...packages], { env });
}

/** Debian's Chromium for Playwright: browser downloads are not possible on these machines. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  step('Installing Chromium from Debian packages');
  await aptInstall(['chromium']);
}

/** Debian's PostgreSQL for the server suite's second run (scripts/lib/postgres.mjs starts a cluster). */
export async function ensurePostgres() {
  if (postgresBinDir()) return;
  step('Installing PostgreSQL from Debian packages');
  await aptInstall(['postgresql']);
  if (!postgresBinDir()) throw new Error('apt-get installed postgresql but no initdb was found');
}
