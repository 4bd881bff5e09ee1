import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch, stack } from './stack';

// A throwaway PGlite folder per run, so every run starts from freshly seeded data.
const dataDir = process.env.LOBBYKIT_E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'lobbykit-e2e-'));

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The json reporter writes where PLAYWRIGHT_JSON_OUTPUT_NAME says (npm test counts from it).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: stack.site,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'node ../../scripts/start.mjs --no-install --no-build',
    url: `${stack.api}/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(stack.ports.api),
      LOBBYKIT_SITE_PORT: String(stack.ports.site),
      LOBBYKIT_EXAMPLES_PORT: String(stack.ports.examples),
      LOBBYKIT_OPENID_PORT: String(stack.ports.openid),
      LOBBYKIT_DATA_DIR: dataDir,
      LOBBYKIT_ADMIN_KEY: stack.adminKey,
      // Every spec registers from 127.0.0.1, several with the captcha off: more than an hour's ten.
      LOBBYKIT_REGISTRATIONS_PER_IP_HOUR: '1000',
    },
  },
});
