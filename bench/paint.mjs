import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, median } from './chromium.mjs';
import { benchPage, captureShadow, coldLoad, interleaved } from './cold-loads.mjs';
import { buildReactEmbed } from './react-build.mjs';
import { startStack } from './stack.mjs';

/** The form is in: a form with an input in a shadow root (the login form; the register form's first). */
const FORM = { selector: 'form input', count: 1 };

/**
 * The forms the paint rows time: the login form (with the react-dom 19 build beside it) and the
 * register form (issue 15 item 5: its first input), each mounted inline by the loader.
 */
const WIDGETS = {
  login: { title: 'LobbyKit login', react: true },
  register: { title: 'LobbyKit register', react: false },
};

const page = (widget, title, body) => benchPage(title, body, `#${widget} { max-width: 380px; }`);

/** The page's init and its inline mount of `widget`, as the docs give them. */
const mountScript = (widget, apiBase) => `<script>
      LobbyKit('init', { apiBase: '${apiBase}', merchantCode: 'ph', language: 'EN' });
      LobbyKit('mount', '${widget}', '#${widget}', { variant: 'inline' });
    </script>`;

/** The loader snippet as a partner pastes it, then init and mount, after a mark at its script tag. */
const loaderPage = (widget, title, snippet, apiBase) =>
  page(
    widget,
    title,
    `    <div id="${widget}"></div>
    <script>performance.mark('loader-tag')</script>
    ${snippet}
    ${mountScript(widget, apiBase)}`,
  );

/**
 * The loader snippet with the form's frame in the page, as a partner pastes both
 * (packages/sdk/README.md, "First frames in the page"): the snippet, then the element the form is
 * mounted into holding `frames/<widget>.EN.html`, a declarative shadow root the parser draws.
 */
const framedPage = (widget, title, snippet, frame, apiBase) =>
  page(
    widget,
    title,
    `    <script>performance.mark('loader-tag')</script>
    ${snippet}
    <div id="${widget}">${frame}</div>
    <script>__lkWatch(document.getElementById('${widget}').shadowRoot)</script>
    ${mountScript(widget, apiBase)}`,
  );

/** The same form as static HTML in a declarative shadow root: what the widget drew, with its CSS. */
const staticPage = (widget, html, css) =>
  page(
    widget,
    `${widget} form as static HTML`,
    `    <script>performance.mark('loader-tag')</script>
    <div id="${widget}"><template shadowrootmode="open"><style>${css}</style>${html}</template></div>
    <script>__lkWatch(document.getElementById('${widget}').shadowRoot)</script>`,
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
async function loadOnce(browser, url, widget, profile = PROFILES[0]) {
  const scripts = [];
  const { marks, tag, beforePaint, capture } = await coldLoad(browser, url, {
    watch: FORM,
    async prepare(context, tab) {
      if (profile.network) {
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', profile.network);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
      }
      tab.on('response', (response) => {
        // Module scripts, and the chunks that modulepreload links fetched (typed 'other' or 'script').
        const type = response.request().resourceType();
        if (type === 'script' || (type === 'other' && response.url().endsWith('.js')))
          scripts.push(
            response.body().then(
              (body) => ({ url: response.url(), body }),
              () => null,
            ),
          );
      });
    },
    read: async (tab) => ({
      tag: await tab.evaluate(() => performance.getEntriesByName('loader-tag')[0].startTime),
      // The files whose download ended before the form painted: what showing it took.
      beforePaint: await tab.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.responseEnd <= window.__lkMarks.painted)
          .map((entry) => entry.name),
      ),
      // What the runtime drew, not the loader's first frame of it (first-frame.js): the floor's HTML.
      capture: await tab
        .waitForFunction(
          (id) => !document.getElementById(id).shadowRoot.querySelector('[data-lk-frame]'),
          widget,
        )
        .then(() => captureShadow(tab, widget)),
    }),
  });
  const fetched = (await Promise.all(scripts)).filter((script) => script && beforePaint.includes(script.url));
  const bodies = fetched.map((script) => script.body);
  return {
    jsNames: fetched.map((script) => script.url.replace(/^.*\/lobbykit@[^/]+\//, '')),
    fromTag: marks.painted - tag,
    fromNavigation: marks.painted,
    jsGzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    jsFiles: bodies.length,
    capture,
  };
}

/**
 * Time from the loader's script tag to the first painted form (`widget`: login or register) on a
 * plain page, side by side in one run: the LobbyKit embed (preact/compat), the same form as static
 * HTML (the floor), and for the login form the same widget drawn by real react-dom 19 (a bench-only
 * build), on loopback and throttled. Median of `runs` cold loads, interleaved so drift on a shared
 * machine hits all of them alike.
 */
export async function measurePaint(root, { runs = 9, widget = 'login' } = {}) {
  const { title, react } = WIDGETS[widget];
  const work = mkdtempSync(join(tmpdir(), 'lobbykit-bench-paint-'));
  const version = JSON.parse(readFileSync(join(root, 'packages/sdk/package.json'), 'utf8')).version;
  const reactEmbed = join(work, 'react');
  if (react) await buildReactEmbed(reactEmbed);
  const pages = join(work, 'pages');
  mkdirSync(pages);
  const stack = await startStack(root, {
    mounts: {
      '/paint/': pages,
      [`/preact/lobbykit@${version}/`]: join(root, 'packages/widgets/dist/embed'),
      ...(react ? { [`/react/lobbykit@${version}/`]: reactEmbed } : {}),
    },
  });
  const snippet = readFileSync(join(root, 'packages/sdk/dist/loader-snippet.html'), 'utf8');
  const withBase = (base) => snippet.replaceAll('__LOBBYKIT_BASE__', `${stack.siteUrl}/${base}`);
  // The react-dom build has no first frames: its page's snippet asks for lobbykit.js alone, and
  // preloads it alone, as a snippet for a bundle without first-frame.js would (no 404 in its files
  // or its time).
  const FILES = '["first-frame","lobbykit"]';
  const FRAME_LINK = /<link rel="modulepreload" href="[^"]*\/first-frame\.js">\n?/;
  if (react && !(snippet.includes(FILES) && FRAME_LINK.test(snippet)))
    throw new Error(`the loader snippet no longer lists ${FILES} and preloads first-frame.js`);
  const withoutFrames = (html) => html.replace(FILES, '["lobbykit"]').replace(FRAME_LINK, '');
  const apiBase = stack.apiUrl;
  writeFileSync(join(pages, 'preact.html'), loaderPage(widget, title, withBase('preact'), apiBase));
  const frame = readFileSync(join(root, `packages/widgets/dist/embed/frames/${widget}.EN.html`), 'utf8');
  writeFileSync(
    join(pages, 'framed.html'),
    framedPage(widget, `${title} with its frame in the page`, withBase('preact'), frame.trim(), apiBase),
  );
  if (react)
    writeFileSync(
      join(pages, 'react.html'),
      loaderPage(widget, `${title} on react-dom`, withoutFrames(withBase('react')), apiBase),
    );
  const browser = await launchChromium(root);
  try {
    // A first load draws the form the static page then carries, and warms the server.
    const first = await loadOnce(browser, `${stack.siteUrl}/paint/preact.html`, widget);
    writeFileSync(join(pages, 'static.html'), staticPage(widget, first.capture.html, first.capture.css));

    const variants = [
      { key: 'static', name: 'static HTML form (the floor)' },
      { key: 'preact', name: `LobbyKit loader + ${widget} widget (preact/compat)` },
      { key: 'framed', name: `the same, its first frame in the page (frames/${widget}.EN.html)` },
      ...(react ? [{ key: 'react', name: `same ${widget} widget on react-dom 19` }] : []),
    ];
    const profiles = [];
    for (const profile of PROFILES) {
      const samples = await interleaved(
        runs,
        variants.map((variant) => variant.key),
        (key) => loadOnce(browser, `${stack.siteUrl}/paint/${key}.html`, widget, profile),
      );
      const rows = variants.map((variant) => {
        const all = samples[variant.key];
        return {
          ...variant,
          fromTagMs: median(all.map((sample) => sample.fromTag)),
          fromNavigationMs: median(all.map((sample) => sample.fromNavigation)),
          jsGzipBytes: all[0].jsGzip,
          jsFiles: all[0].jsFiles,
          jsNames: all[0].jsNames,
        };
      });
      // Each row against the floor: issue 13 item 5 asks for the embed within 1.5 and 2.5 times it.
      const base = rows.find((row) => row.key === 'static');
      for (const row of rows) row.ratio = Number((row.fromTagMs / base.fromTagMs).toFixed(2));
      profiles.push({ key: profile.key, name: profile.name, rows });
    }
    return {
      widget,
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

/** The register form's first input, loader tag to painted, beside its static floor (issue 15 item 5). */
export const measureRegisterPaint = (root, options = {}) =>
  measurePaint(root, { ...options, widget: 'register' });
