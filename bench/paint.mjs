import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, median } from './chromium.mjs';
import { buildReactEmbed } from './react-build.mjs';
import { startStack } from './stack.mjs';

/**
 * Runs in every page before its own scripts: each shadow root gets a MutationObserver, and when a
 * login form with an input is in it, the next frame is awaited and the task after it marks the
 * paint (requestAnimationFrame runs before the frame paints; the message after it runs once it
 * has). A declarative shadow root (the static floor) is handed to `__lkWatch` by the page itself.
 */
function observeFirstForm() {
  const marks = {};
  window.__lkPaint = marks;
  const watch = (root) => {
    const check = () => {
      if (marks.inDom || !root.querySelector('form input')) return false;
      marks.inDom = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          marks.painted = performance.now();
        };
        channel.port2.postMessage(0);
      });
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
  };
  window.__lkWatch = watch;
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function attachAndWatch(init) {
    const root = attachShadow.call(this, init);
    watch(root);
    return root;
  };
}

const page = (title, body) =>
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>body { margin: 0; padding: 24px; background: #0f1320; } #login { max-width: 380px; }</style>
  </head>
  <body>
${body}
  </body>
</html>
`;

/** The loader snippet as a partner pastes it, then init and mount, after a mark at its script tag. */
const loaderPage = (title, snippet, apiBase) =>
  page(
    title,
    `    <div id="login"></div>
    <script>performance.mark('loader-tag')</script>
    ${snippet}
    <script>
      LobbyKit('init', { apiBase: '${apiBase}', merchantCode: 'ph', language: 'EN' });
      LobbyKit('mount', 'login', '#login', { variant: 'inline' });
    </script>`,
  );

/** The same form as static HTML in a declarative shadow root: what the widget drew, with its CSS. */
const staticPage = (html, css) =>
  page(
    'Login form as static HTML',
    `    <script>performance.mark('loader-tag')</script>
    <div id="login"><template shadowrootmode="open"><style>${css}</style>${html}</template></div>
    <script>__lkWatch(document.getElementById('login').shadowRoot)</script>`,
  );

/**
 * The conditions each variant loads under: as served on loopback, and throttled the way Lighthouse's
 * mobile preset is (150 ms round trips, 1.6 Mbps down, 750 Kbps up, a CPU 4x slower), where bytes
 * and round trips cost what they cost on a phone.
 */
const PROFILES = [
  { key: 'loopback', name: 'loopback, no throttling' },
  {
    key: 'mobile',
    name: 'slow 4G (150 ms RTT, 1.6 Mbps) and 4x CPU throttling',
    network: { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 },
    cpuRate: 4,
  },
];

/** One cold load (fresh context, empty cache): the marks, and the JS it fetched (gzip level 9). */
async function loadOnce(browser, url, profile = PROFILES[0]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(observeFirstForm);
  const tab = await context.newPage();
  if (profile.network) {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  }
  const scripts = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => null));
  });
  await tab.goto(url);
  await tab.waitForFunction(() => window.__lkPaint?.painted !== undefined, null, { timeout: 60_000 });
  const marks = await tab.evaluate(() => ({
    tag: performance.getEntriesByName('loader-tag')[0].startTime,
    inDom: window.__lkPaint.inDom,
    painted: window.__lkPaint.painted,
  }));
  const bodies = (await Promise.all(scripts)).filter(Boolean);
  const capture = await tab.evaluate(() => {
    const root = document.getElementById('login').shadowRoot;
    const css = [...root.adoptedStyleSheets, ...[...root.querySelectorAll('style')].map((s) => s.sheet)]
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    return { html: root.innerHTML, css };
  });
  await context.close();
  return {
    fromTag: marks.painted - marks.tag,
    fromNavigation: marks.painted,
    jsGzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    jsFiles: bodies.length,
    capture,
  };
}

/**
 * Time from the loader's script tag to the first painted login form on a plain page, side by side
 * in one run: the LobbyKit embed (preact/compat), the same form as static HTML (the floor), and the
 * same login widget drawn by real react-dom 19 (a bench-only build), on loopback and throttled.
 * Median of `runs` cold loads, interleaved so drift on a shared machine hits all three alike.
 */
export async function measurePaint(root, { runs = 9 } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'lobbykit-bench-paint-'));
  const version = JSON.parse(readFileSync(join(root, 'packages/sdk/package.json'), 'utf8')).version;
  const reactEmbed = join(work, 'react');
  await buildReactEmbed(reactEmbed);
  const pages = join(work, 'pages');
  mkdirSync(pages);
  const stack = await startStack(root, {
    mounts: {
      '/paint/': pages,
      [`/preact/lobbykit@${version}/`]: join(root, 'packages/widgets/dist/embed'),
      [`/react/lobbykit@${version}/`]: reactEmbed,
    },
  });
  const snippet = readFileSync(join(root, 'packages/sdk/dist/loader-snippet.html'), 'utf8');
  const withBase = (base) => snippet.replaceAll('__LOBBYKIT_BASE__', `${stack.siteUrl}/${base}`);
  const apiBase = stack.apiUrl;
  writeFileSync(join(pages, 'preact.html'), loaderPage('LobbyKit login', withBase('preact'), apiBase));
  writeFileSync(
    join(pages, 'react.html'),
    loaderPage('LobbyKit login on react-dom', withBase('react'), apiBase),
  );
  const browser = await launchChromium(root);
  try {
    // A first load draws the form the static page then carries, and warms the server.
    const first = await loadOnce(browser, `${stack.siteUrl}/paint/preact.html`);
    writeFileSync(join(pages, 'static.html'), staticPage(first.capture.html, first.capture.css));

    const variants = [
      { key: 'static', name: 'static HTML form (the floor)' },
      { key: 'preact', name: 'LobbyKit loader + login widget (preact/compat)' },
      { key: 'react', name: 'same login widget on react-dom 19' },
    ];
    const profiles = [];
    for (const profile of PROFILES) {
      const samples = Object.fromEntries(variants.map((variant) => [variant.key, []]));
      for (let run = 0; run < runs; run++) {
        for (const variant of variants) {
          const url = `${stack.siteUrl}/paint/${variant.key}.html`;
          samples[variant.key].push(await loadOnce(browser, url, profile));
        }
      }
      const rows = variants.map((variant) => {
        const all = samples[variant.key];
        return {
          ...variant,
          fromTagMs: median(all.map((sample) => sample.fromTag)),
          fromNavigationMs: median(all.map((sample) => sample.fromNavigation)),
          jsGzipBytes: all[0].jsGzip,
          jsFiles: all[0].jsFiles,
        };
      });
      const base = rows.find((row) => row.key === 'preact');
      for (const row of rows) row.ratio = Number((row.fromTagMs / base.fromTagMs).toFixed(2));
      profiles.push({ key: profile.key, name: profile.name, rows });
    }
    return {
      runs,
      profiles,
      note: 'cold loads (fresh context, empty cache), headless Chromium without a GPU, 1280x900',
    };
  } finally {
    await browser.close();
    await stack.close();
    rmSync(work, { recursive: true, force: true });
  }
}
