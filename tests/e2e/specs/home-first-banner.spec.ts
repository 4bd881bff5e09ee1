import { join } from 'node:path';
import { expect, test } from '../support/test';

/**
 * Issue 13 item 6 from the player's side: the home page's largest paint, its first banner, comes
 * first; the notice marquee, the jackpot, the winners board and the game sections mount in their
 * held places once it has painted (pages/after-banner.ts), and nothing moves when they do.
 */
const shot = (name: string) => join(test.info().project.outputDir, `home-first-banner-${name}.png`);

declare global {
  interface Window {
    lkShifts: number;
    lkBannerPainted: number;
    lkMounted: Record<string, number>;
  }
}

for (const [width, height] of [
  [360, 800],
  [412, 823],
  [1440, 900],
] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`R2.73 R2.74 the first banner paints before the rest of the lobby mounts, which shifts nothing (${width} px)`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        window.lkShifts = 0;
        window.lkBannerPainted = Number.POSITIVE_INFINITY;
        window.lkMounted = {};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!entry.hadRecentInput) window.lkShifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { url: string }>)
            if (entry.url.includes('/banners/'))
              window.lkBannerPainted = Math.min(window.lkBannerPainted, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        // When each widget first drew into its shadow root, looked at every frame.
        const look = () => {
          for (const element of document.querySelectorAll('[data-lk-widget]')) {
            const name = element.getAttribute('data-lk-widget') ?? '';
            if (element.shadowRoot?.childNodes.length && !(name in window.lkMounted))
              window.lkMounted[name] = performance.now();
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto('/');
      for (const name of ['marquee', 'banner-carousel', 'jackpot', 'winners-board'])
        await expect(page.locator(`[data-lk-widget="${name}"]`)).toHaveCount(1);
      await expect(page.locator('.lk-jackpot__amount')).toBeVisible();
      await expect(page.locator('.lk-winner__button').first()).toBeVisible();
      await expect(page.locator('.lk-marquee')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const { shifts, bannerPainted, mounted } = await page.evaluate(() => ({
        shifts: window.lkShifts,
        bannerPainted: window.lkBannerPainted,
        mounted: window.lkMounted,
      }));
      expect(bannerPainted).toBeLessThan(Number.POSITIVE_INFINITY);
      for (const name of ['marquee', 'jackpot', 'winners-board'])
        expect(mounted[name]).toBeGreaterThan(bannerPainted);
      expect(shifts).toBeLessThan(0.02);
      await page.screenshot({ path: shot(`${width}`), animations: 'disabled' });
    });
  });
}
