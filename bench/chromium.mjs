import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';

// Debian's Chromium, launched as everywhere in the project (scripts/lib/chromium.mjs).
export { CHROMIUM, CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';

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
