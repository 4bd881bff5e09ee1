import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, median } from './chromium.mjs';
import { startStack } from './stack.mjs';

/** One cold visit: LCP once the page went quiet, and the JS it fetched (wire bytes and gzip). */
async function visit(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The first-visit announcement popup is closed, as in the grid bench: the page itself is judged.
  await context.addInitScript(() => sessionStorage.setItem('popupClosedGuest', 'true'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') scripts.set(requestId, 0);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength);
  });
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          resolve({
            ms: last.startTime,
            element: last.url ? new URL(last.url).pathname : (last.element?.tagName.toLowerCase() ?? ''),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const gzip = (await Promise.all(bodies))
    .filter(Boolean)
    .reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  await context.close();
  return {
    lcp: lcp.ms,
    lcpElement: lcp.element,
    wire: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0),
    gzip,
    files: scripts.size,
  };
}

const { homePageFiles } = createRequire(import.meta.url)('../scripts/lib/home-page-files.cjs');

/**
 * The player site's home page, cold (fresh context, empty cache), in Chromium against the real
 * server: largest contentful paint and the JavaScript transferred. Median of `runs`.
 * Wire bytes are what the static server sent (its brotli copies); the gzip column is the same
 * scripts at gzip level 9. The first screen's files are those the size budget counts.
 */
export async function measureHome(root, { runs = 7 } = {}) {
  const stack = await startStack(root);
  const browser = await launchChromium(root);
  try {
    await visit(browser, `${stack.siteUrl}/`);
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await visit(browser, `${stack.siteUrl}/`));
    const firstScreen = homePageFiles(root);
    return {
      runs,
      firstScreenGzipBytes: firstScreen.reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(root, file)), { level: 9 }).length,
        0,
      ),
      firstScreenFiles: firstScreen.length,
      lcpMs: median(samples.map((sample) => sample.lcp)),
      lcpElement: samples[0].lcpElement,
      jsWireBytes: median(samples.map((sample) => sample.wire)),
      jsGzipBytes: median(samples.map((sample) => sample.gzip)),
      jsFiles: median(samples.map((sample) => sample.files)),
      note: 'cold visits, headless Chromium without a GPU, 1280x900, loopback, no throttling, until the network is idle without scrolling',
    };
  } finally {
    await browser.close();
    await stack.close();
  }
}
