import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS, median } from './chromium.mjs';
import { startStack } from './stack.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  'first-contentful-paint': 'fcpMs',
  'largest-contentful-paint': 'lcpMs',
  'total-blocking-time': 'tbtMs',
  'speed-index': 'speedIndexMs',
  'cumulative-layout-shift': 'cls',
};

/** Debian's Chromium with a DevTools port for Lighthouse; answers the port once it listens. */
function startChromium(profile) {
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let seen = '';
    const onData = (chunk) => {
      seen += chunk;
      const port = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(seen)?.[1];
      if (!port) return;
      child.stderr.off('data', onData);
      child.stderr.resume();
      resolve({ child, port: Number(port) });
    };
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code} before listening`)));
  });
}

/**
 * Lighthouse 12 (its default: a mobile device, simulated slow 4G and CPU) on the player site's home
 * page against the real server; each category's score is the median of `runs` audits. One audit
 * before them is not counted: it meets a server and a browser just started (the server's first
 * menus and catalogue answers, Chromium's first compile), which no visitor of a running site meets;
 * its figures are kept as `cold` beside the others.
 */
export async function measureLighthouse(root, { runs = 3 } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const stack = await startStack(root);
  const profile = mkdtempSync(join(tmpdir(), 'lobbykit-bench-lighthouse-'));
  const chromium = await startChromium(profile);
  try {
    const audits = [];
    for (let run = 0; run <= runs; run++) {
      const result = await lighthouse(`${stack.siteUrl}/`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const { categories, runtimeError, lighthouseVersion } = result.lhr;
      if (runtimeError) throw new Error(`lighthouse: ${runtimeError.code} ${runtimeError.message}`);
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([id, key]) => [key, result.lhr.audits[id].numericValue]),
      );
      audits.push({ categories, metrics, lighthouseVersion, failing: failingAudits(result.lhr) });
    }
    const cold = audits.shift();
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        median(audits.map((audit) => Math.round(audit.categories[id].score * 100))),
      ]),
    );
    const metrics = Object.fromEntries(
      Object.values(METRICS).map((key) => [key, median(audits.map((audit) => audit.metrics[key]))]),
    );
    metrics.cls = median(audits.map((audit) => audit.metrics.cls * 1000)) / 1000;
    return {
      runs,
      version: audits[0].lighthouseVersion,
      scores,
      metrics,
      failing: audits[0].failing,
      cold: {
        performance: Math.round(cold.categories.performance.score * 100),
        ...Object.fromEntries(
          Object.entries(cold.metrics).map(([key, value]) => [
            key,
            Number(value.toFixed(key === 'cls' ? 4 : 1)),
          ]),
        ),
      },
      note: 'default mobile settings (simulated throttling), headless Chromium without a GPU',
    };
  } finally {
    const exited = new Promise((resolve) => chromium.child.once('exit', resolve));
    chromium.child.kill('SIGTERM');
    await exited;
    // Chromium's helper processes can still be writing its cache when the browser has exited
    // (ENOTEMPTY seen here): rmSync tries again on that.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    await stack.close();
  }
}

/**
 * The accessibility, best-practice and SEO audits that did not pass, to say what costs points, each
 * with the first elements it blames (their selectors), to say where.
 */
function failingAudits(lhr) {
  return CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => {
        const items = lhr.audits[ref.id].details?.items ?? [];
        const where = items.flatMap((item) => (item.node?.selector ? [item.node.selector] : [])).slice(0, 3);
        return where.length > 0 ? `${id}: ${ref.id} (${where.join('; ')})` : `${id}: ${ref.id}`;
      }),
  );
}
