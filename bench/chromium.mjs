import { join } from 'node:path';

/** Debian's Chromium (browser downloads are not possible on these machines), headless, no GPU. */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)].toFixed(1));
};

export const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1));
};

/** Playwright's Chromium driver (playwright-core under @playwright/test) on Debian's browser. */
export async function launchChromium(root) {
  const { chromium } = await import(join(root, 'node_modules/@playwright/test/index.mjs'));
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
