import { launchChromium, median, percentile } from './chromium.mjs';
import { startStack } from './stack.mjs';

/**
 * The game grid over the seeded ~10,000 games, in Chromium against the real server and the built
 * player site: time to the first card on /rng, to a vendor filter, to a search result, and the
 * frame time while scrolling the virtualised list. Each timing is the median of `runs`.
 */
export async function measureGrid(root, { runs = 5 } = {}) {
  const stack = await startStack(root);
  const { siteUrl } = stack;
  const browser = await launchChromium(root);
  try {
    const firstCard = [];
    const vendorFilter = [];
    const search = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript(() => sessionStorage.setItem('popupClosedGuest', 'true'));
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${siteUrl}/rng`, { waitUntil: 'commit' });
      await page.locator('[data-vendor]').first().waitFor();
      firstCard.push(performance.now() - started);

      const filterStarted = performance.now();
      await page.getByRole('button', { name: 'CQ9 Gaming' }).click();
      await page.locator('[data-vendor="CQ9"]').first().waitFor();
      await page.locator('[data-vendor]:not([data-vendor="CQ9"])').first().waitFor({ state: 'detached' });
      vendorFilter.push(performance.now() - filterStarted);

      const name = await page.locator('[data-vendor]').nth(3).getAttribute('data-name');
      const searchStarted = performance.now();
      await page.getByRole('searchbox').fill(name);
      await page
        .locator('[data-vendor]')
        .nth(1)
        .waitFor({ state: 'detached' })
        .catch(() => {});
      await page.locator(`[data-name="${name}"]`).first().waitFor();
      search.push(performance.now() - searchStarted);
      await context.close();
    }

    // Frame time while scrolling all RNG games: rAF deltas during a bounded, scripted wheel scroll.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => sessionStorage.setItem('popupClosedGuest', 'true'));
    const page = await context.newPage();
    await page.goto(`${siteUrl}/rng`);
    await page.locator('[data-vendor]').first().waitFor();
    await page.evaluate(() => {
      const frames = [];
      let last = performance.now();
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        if (!window.__stopFrames) requestAnimationFrame(tick);
      };
      window.__frames = frames;
      requestAnimationFrame(tick);
    });
    await page.mouse.move(640, 600);
    for (let step = 0; step < 120; step++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(25);
    }
    const { frames, cards } = await page.evaluate(() => {
      window.__stopFrames = true;
      const widget = document.querySelector('[data-lk-widget="game-grid"]');
      return {
        frames: window.__frames.slice(2),
        cards: widget?.shadowRoot?.querySelectorAll('[data-vendor]').length,
      };
    });
    await context.close();

    return {
      runs,
      firstCardMs: median(firstCard),
      vendorFilterMs: median(vendorFilter),
      searchMs: median(search),
      scroll: {
        frames: frames.length,
        p50: percentile(frames, 0.5),
        p95: percentile(frames, 0.95),
        cardsInDom: cards,
      },
      note: 'headless Chromium without a GPU, 1280x900',
    };
  } finally {
    await browser.close();
    await stack.close();
  }
}
