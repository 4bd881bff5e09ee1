import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/test';

/**
 * Issue 13 item 6: at most 90 KB of gzip JavaScript to render the home page, counted as the issue
 * counted its 163 KB: every script a cold visit downloads, until the network is idle, without
 * scrolling. size-limit budgets the first screen's files (.size-limit.cjs); this is the whole
 * page as Chromium fetches it, lazy chunks included. The announcement popup of a first visit
 * (R4.37) is closed, as for a visitor who has read it: its chunk has a budget of its own.
 */
const BUDGET = 90 * 1024;

for (const [width, height] of [
  [360, 800],
  [1440, 900],
] as const) {
  test(`the home page's JavaScript is at most 90 KB of gzip, lazy chunks included (${width} px)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript(() => sessionStorage.setItem('popupClosedGuest', 'true'));
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.set(
        response.url(),
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('.lk-winner__button').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts.values());
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const listed = [...scripts.keys()].map((url, index) => `${sizes[index]} B ${new URL(url).pathname}`);
    expect(scripts.size, 'the startup chunk and the lazy ones').toBeGreaterThan(1);
    expect(total, listed.join('\n')).toBeLessThanOrEqual(BUDGET);
    await context.close();
  });
}
