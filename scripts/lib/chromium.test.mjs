import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, CHROMIUM_ARGS, chromiumArgs, DISABLED_FEATURES } from './chromium.mjs';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '../..');

/** The features Playwright disables itself (its chromiumSwitches.ts, inside playwright-core's bundle). */
function playwrightDisabledFeatures() {
  const test = dirname(require.resolve('@playwright/test/package.json', { paths: [root] }));
  const core = dirname(require.resolve('playwright-core/package.json', { paths: [test] }));
  const lib = join(core, 'lib');
  for (const file of readdirSync(lib, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    const code = readFileSync(join(lib, String(file)), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(code)?.[1];
    if (list) return [...list.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1]);
  }
  throw new Error("playwright-core's disabledFeatures list was not found");
}

describe('the Chromium launch of the benches and the end-to-end suite', () => {
  it("repeats Playwright's own disabled features in its one --disable-features switch", () => {
    const playwright = playwrightDisabledFeatures();
    expect(playwright).toContain('PaintHolding');
    expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(playwright));
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='))).toHaveLength(1);
  });

  it('adds features to that one switch', () => {
    const args = chromiumArgs({ disable: ['LocalNetworkAccessChecks'] });
    const switches = args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]?.split('=')[1]?.split(',')).toEqual([
      ...DISABLED_FEATURES,
      'LocalNetworkAccessChecks',
    ]);
  });

  it("opens a context without pre-rendering Chrome's omnibox popup beside the page", async () => {
    const { chromium } = await import(require.resolve('@playwright/test', { paths: [root] }));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext();
      await context.newPage();
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      const urls = targetInfos.map((target) => target.url);
      expect(urls).toContain('about:blank');
      expect(urls.filter((url) => url.startsWith('chrome://'))).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 30_000);
});
