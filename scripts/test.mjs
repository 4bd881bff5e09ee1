#!/usr/bin/env node
// `npm test`: installs what is missing (packages, Debian's Chromium and PostgreSQL), then lint,
// types, build, unit and component tests, the server suite again on PostgreSQL, size budgets, the
// storybook build and the end-to-end suite.
// It ends with one line `tests: N passed, N failed` counted from the runners' JSON reports.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { pnpm, run, step } from './lib/run.mjs';
import { ensureChromium } from './lib/system-deps.mjs';
import { withPostgres } from './lib/with-postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results');
const bin = (name) => join(root, 'node_modules', '.bin', name);

function count(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, 'utf8')));
}

/** A test file that fails to load has no failed test of its own: count it as one failure. */
const vitestCounts = (report) => ({
  passed: report.numPassedTests ?? 0,
  failed: Math.max(report.numFailedTests ?? 0, report.numFailedTestSuites ?? 0),
});

function playwrightCounts(report) {
  const stats = report.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

let failure = null;
const stage = async (title, action) => {
  if (failure) return;
  step(title);
  try {
    await action();
  } catch (error) {
    failure = `${title}: ${error.message}`;
  }
};

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

await stage('Installing', async () => {
  await ensureInstalled(root);
  await ensureChromium();
});
await stage('Lint and format (biome)', () => run(bin('biome'), ['check', '.'], { cwd: root }));
await stage('Build', build);
await stage('Typecheck', () => pnpm(['-r', '--if-present', 'typecheck'], { cwd: root }));
await stage('Unit and component tests (vitest)', () =>
  run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`],
    {
      cwd: root,
    },
  ),
);
// The server suite again on a real PostgreSQL: a throwaway cluster on 127.0.0.1 in a temporary
// folder, one database per test file copied from a migrated template, all removed after.
await stage('Server tests on PostgreSQL (vitest, throwaway cluster)', () =>
  withPostgres((url) =>
    run(
      bin('vitest'),
      [
        'run',
        '--project',
        'platform-server',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'vitest-postgres.json')}`,
      ],
      { cwd: root, env: { ...process.env, LOBBYKIT_TEST_POSTGRES_URL: url } },
    ),
  ),
);
await stage('Size budgets (size-limit)', () => run(bin('size-limit'), [], { cwd: root }));
await stage('Storybook build', () => pnpm(['--filter', '@lobbykit/storybook', 'build'], { cwd: root }));
await stage('End-to-end tests (Playwright, Chromium)', () =>
  run(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts'], {
    cwd: root,
    env: {
      ...process.env,
      CI: process.env.CI ?? '1',
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json'),
    },
  }),
);

const totals = [
  count(join(reports, 'vitest.json'), vitestCounts),
  count(join(reports, 'vitest-postgres.json'), vitestCounts),
  count(join(reports, 'e2e.json'), playwrightCounts),
];
const passed = totals.reduce((sum, part) => sum + part.passed, 0);
const failed = totals.reduce((sum, part) => sum + part.failed, 0);
if (failure) console.error(`\n\x1b[31mFailed at ${failure}\x1b[0m`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failure || failed > 0 ? 1 : 0);
