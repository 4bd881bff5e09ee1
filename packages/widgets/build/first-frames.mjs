/**
 * First frames (issue 13 item 5, issue 15 item 5): what the login and register forms draw first,
 * rendered at build time by the embed bundle itself in Chromium, and written into
 * `first-frame.js`, a small module the loader snippet fetches beside `lobbykit.js`. It draws each
 * form it knows into its mount target's shadow root as soon as it arrives, before the runtime has
 * downloaded, parsed and run: the runtime then renders over it, keeping what the player typed and
 * the focus (packages/sdk/src/runtime/first-frame.ts).
 *
 * A frame is the shadow root's HTML (its container marked `data-lk-frame`) and the CSS text of
 * its adopted sheets, captured from the bundle's own first render while every API call is held
 * unanswered: the same markup and geometry the runtime draws before the settings arrive, so the
 * takeover shifts nothing. Frames exist for the inline variants with no other props, in EN, TY and
 * BN. A BN frame is drawn once the bundle's Bengali faces (fonts/bengali.css, declared by the module
 * through the FontFace API, which no style-src governs) have loaded, never in a fallback font first
 * (Chromium kept Bengali it had laid out in a fallback as boxes after the web font came), as the
 * runtime holds BN for them (src/bengali-font.ts).
 *
 * Each distinct sheet text is written once (a form's CSS is the same in every language), so the
 * module stays small to fetch and to parse: the frames name their sheet by its index.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const widgets = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(widgets, '../..');

/** The forms with a first frame: a widget name and the props it is drawn for. */
export const FRAMED = ['login', 'register'];
export const FRAME_LANGUAGES = ['EN', 'TY', 'BN'];

/** @type {Record<string, string>} */
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.woff2': 'font/woff2', '.css': 'text/css' };

/**
 * Serves `dir` and one page at `/frame.html` that mounts `name` inline in `language`.
 * @param {string} dir
 * @returns {Promise<import('node:http').Server>}
 */
function serve(dir) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (url.pathname === '/frame.html') {
      const name = url.searchParams.get('widget');
      const language = url.searchParams.get('lang');
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><html><head><meta charset="utf-8"></head><body><div id="w"></div>
<script>window.LobbyKit=function(){LobbyKit.q.push(arguments)};LobbyKit.q=[];
LobbyKit('init',{apiBase:'${url.origin}/api',merchantCode:'ph',language:'${language}'});
LobbyKit('mount','${name}','#w',{variant:'inline'},{loading:'eager'});</script>
<script type="module" src="/lobbykit.js"></script></body></html>`);
      return;
    }
    const file = normalize(join(dir, url.pathname));
    if (!file.startsWith(dir)) {
      response.writeHead(404).end();
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => response.writeHead(404).end());
    stream.on('open', () => {
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      stream.pipe(response);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The frames of every framed widget: `{ name: { LANG: [html, css] } }`, the CSS as its adopted sheets had it.
 * @param {string} embedDir the built embed bundle (lobbykit.js and its chunks)
 */
export async function captureFrames(embedDir) {
  const { chromium } = await import(join(root, 'node_modules/@playwright/test/index.mjs'));
  const { CHROMIUM, CHROMIUM_ARGS } = await import(join(root, 'scripts/lib/chromium.mjs'));
  const server = await serve(embedDir);
  const origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  /** @type {Record<string, Record<string, [string, string]>>} */
  const frames = {};
  try {
    for (const name of FRAMED) {
      frames[name] = {};
      for (const language of FRAME_LANGUAGES) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        // Every call held unanswered: the form as the runtime first draws it, before any settings.
        await page.route(`${origin}/api/**`, () => {});
        // Each sheet's CSS as the runtime gave it: a rule's cssText loses a shorthand written with
        // var() beside longhands (the isolation's `font: 400 var(--lk-font-size,14px)/1.45 ...`).
        await page.addInitScript(() => {
          const texts = new WeakMap();
          const replaceSync = CSSStyleSheet.prototype.replaceSync;
          CSSStyleSheet.prototype.replaceSync = function keepText(/** @type {string} */ text) {
            texts.set(this, text);
            return replaceSync.call(this, text);
          };
          Object.defineProperty(window, Symbol.for('lk-sheet-text'), { value: texts });
        });
        // The bundle's own files in flight (its chunks: a lazily loaded part of the form, its words).
        let loading = 0;
        /** @param {{ url(): string }} request */
        const own = (request) => !request.url().startsWith(`${origin}/api/`);
        page.on('request', (/** @type {{ url(): string }} */ request) => {
          if (own(request)) loading++;
        });
        for (const settled of ['requestfinished', 'requestfailed'])
          page.on(settled, (/** @type {{ url(): string }} */ request) => {
            if (own(request)) loading--;
          });
        await page.goto(`${origin}/frame.html?widget=${name}&lang=${language}`);
        await page.waitForFunction(() =>
          document.getElementById('w')?.shadowRoot?.querySelector('form input'),
        );
        // Settled: every chunk the form asked for is in (the capture is the same on every build),
        // and two frames drawn after it.
        do {
          while (loading > 0) await page.waitForTimeout(20);
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
        } while (loading > 0);
        const captured = await page.evaluate(() => {
          const shadow = /** @type {ShadowRoot} */ (document.getElementById('w')?.shadowRoot);
          /** @type {WeakMap<CSSStyleSheet, string>} */
          const texts = /** @type {any} */ (window)[Symbol.for('lk-sheet-text')];
          return {
            html: shadow.innerHTML,
            css: shadow.adoptedStyleSheets
              .map((sheet) => {
                const text = texts.get(sheet);
                if (text === undefined) throw new Error('a sheet the runtime did not fill with replaceSync');
                return text;
              })
              .join('\n'),
          };
        });
        await page.close();
        if (!captured.html.startsWith('<div part="root">'))
          throw new Error(`first frame of ${name}: the root is not the runtime's container`);
        // The CSS too, per language: a TY root adopts its sheets in another order than an EN one.
        // A style attribute parsed from HTML is inline style, which a strict CSP refuses: the module
        // sets each through the CSSOM instead (as the runtime's own rendering does).
        frames[name][language] = [
          captured.html
            .replace('<div part="root">', '<div part="root" data-lk-frame="">')
            // Links the form made from this page's origin (the terms' /help#term) are the partner
            // page's own until the runtime writes its siteBase's.
            .replaceAll(origin, '')
            .replaceAll(' style="', ' data-lk-css="'),
          captured.css,
        ];
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return frames;
}

/**
 * The faces a language's frame waits for, read from the bundle's font CSS (fonts/bengali.css for
 * BN): `{ LANG: [[family, weight, file, unicodeRange], ...] }`, the file relative to the module.
 * @param {string} embedDir
 * @returns {Record<string, [string, string, string, string][]>}
 */
export function frameFonts(embedDir) {
  const css = join(embedDir, 'fonts/bengali.css');
  if (!existsSync(css)) return {};
  /** @type {[string, string, string, string][]} */
  const faces = [];
  for (const [, block = ''] of readFileSync(css, 'utf8').matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const field = (/** @type {string} */ name) =>
      (block.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1] ?? '').replace(/\s+/g, ' ').trim();
    const file = field('src').match(/url\(([^)]+)\)/)?.[1];
    if (file)
      faces.push([
        field('font-family').replace(/"/g, ''),
        field('font-weight'),
        `fonts/${file}`,
        field('unicode-range'),
      ]);
  }
  return faces.length > 0 ? { BN: faces } : {};
}

/**
 * The modules of the first frames: `first-frame.js`, the one the snippet fetches, and one
 * `first-frame-<LANG>.js` for each language with faces of its own (`fonts`: BN), which the first
 * fetches beside those faces when a page speaks it. `first-frame.js` carries the sheets (each
 * distinct text once: a form's CSS is the same in every language) and the frames of the languages
 * that paint at once (EN, TY); a frame names its sheet by index.
 *
 * `first-frame.js` draws a frame into the target of each `LobbyKit('mount')` the stub has queued,
 * or queues while the runtime is still on its way (the module may run before the page's own calls:
 * it watches the stub's queue), in the language of the page's `init` (else the stored one, read at
 * the first mount without one: a page's first localStorage read opens its storage, which takes a
 * few milliseconds; a page that names none gets no frame, since the merchant's default decides it
 * then), wherever it has a
 * frame for the widget: an element without a shadow root, an inline variant, no other props, and
 * not the loader's failure message already (`role="alert"`). Style attributes come through the
 * CSSOM (`data-lk-css`). A language with faces of its own is drawn once its module and its faces
 * (declared through the FontFace API, beside the module) are in, and not at all if they fail or the
 * runtime came first. A form submitted before the runtime came sends nothing; a loader that failed
 * (`lobbykit:error` with `load_failed`) shows its message through a slot instead of the frame.
 * @param {Record<string, Record<string, [string, string]>>} frames
 * @param {Record<string, [string, string, string, string][]>} [fonts]
 * @returns {Record<string, string>} file name -> module text
 */
export function frameModules(frames, fonts = {}) {
  /** @type {string[]} */
  const sheets = [];
  /** @type {Record<string, Record<string, [string, number]>>} */
  const now = {};
  /** @type {Record<string, Record<string, [string, number]>>} language -> widget -> frame */
  const late = {};
  for (const [name, languages] of Object.entries(frames)) {
    for (const [language, [html, css]] of Object.entries(languages)) {
      if (!sheets.includes(css)) sheets.push(css);
      const frame = /** @type {[string, number]} */ ([html, sheets.indexOf(css)]);
      if (fonts[language]) {
        late[language] ??= {};
        late[language][name] = frame;
      } else {
        now[name] ??= {};
        now[name][language] = frame;
      }
    }
  }
  const main = `const S=${JSON.stringify(sheets)},F=${JSON.stringify(now)},B=${JSON.stringify(fonts)};
(()=>{let w=window,d=document,L=w.LobbyKit,q=L&&L.q,g="",R=[],C=[],P={},h=c=>{if(c[0]==="init"){let o=c[1]||{};g=String(o.lang||o.language||g).toUpperCase()}
if(c[0]!=="mount")return;if(!g)try{g=w.localStorage.getItem("lang").toUpperCase()}catch(x){}let p=c[3]||{},e,b=B[g],n=()=>!e||e.shadowRoot||e.getAttribute("role")==="alert",
a=f=>{if(!f||n())return;let r=e.attachShadow({mode:"open"}),i=f[1];if(!C[i]){C[i]=new CSSStyleSheet;C[i].replaceSync(S[i])}r.adoptedStyleSheets=[C[i]];r.innerHTML=f[0];for(let x of r.querySelectorAll("[data-lk-css]"))x.style.cssText=x.getAttribute("data-lk-css");
r.addEventListener("submit",x=>x.preventDefault());R.push(r)};if(Object.keys(p).some(k=>k!=="variant")||(p.variant||"inline")!=="inline")return;
try{e=c[2].nodeType?c[2]:d.querySelector(c[2])}catch(x){}if(n())return;if(!b)return a(F[c[1]]&&F[c[1]][g]);
(P[g]=P[g]||Promise.all([import("./first-frame-"+g+".js"),...b.map(([y,t,u,v])=>{let o=new FontFace(y,"url("+new URL(u,import.meta.url)+")",{weight:t,unicodeRange:v,display:"swap"});d.fonts.add(o);return o.load()})])).then(([m])=>a(m.F[c[1]]),()=>{})};
if(!q)return;
for(let c of q)h(c);q.push=function(c){h(c);return Array.prototype.push.apply(this,arguments)};
w.addEventListener("lobbykit:error",x=>{if(x.detail&&x.detail.code==="load_failed")for(let r of R)if(r.querySelector("[data-lk-frame]"))r.replaceChildren(d.createElement("slot"))})})();
`;
  return {
    'first-frame.js': main,
    ...Object.fromEntries(
      Object.entries(late).map(([language, byName]) => [
        `first-frame-${language}.js`,
        `export const F=${JSON.stringify(byName)};\n`,
      ]),
    ),
  };
}

/**
 * The first frames as markup a page holds itself: `frames/<name>.<LANG>.html`, a declarative shadow
 * root (`<template shadowrootmode="open">`) to paste inside the element the form is mounted into.
 * The HTML parser draws it with the page, before any script has been fetched, as static HTML would;
 * the runtime then takes it over as it takes over first-frame.js's (packages/sdk/src/runtime/first-frame.ts).
 *
 * - Its CSS is one `<style>` (under a CSP without 'unsafe-inline' the page gives it its nonce), and
 *   the style attributes become rules on their `data-lk-css` value, so no style attribute needs one.
 * - Its forms submit to nowhere (`method="dialog"` outside a dialog: Enter sends nothing, not the
 *   password in the page's URL) until the runtime's form replaces them.
 * - A `<slot>` shows the host's own content, which is empty until the loader fails: then the loader
 *   writes its message there and marks the host `role="alert"`, and the frame hides.
 * - Only the languages that paint at once (EN, TY): a BN frame waits for its faces, which only
 *   first-frame.js declares (see frameModules).
 * @param {Record<string, Record<string, [string, string]>>} frames
 * @param {Record<string, [string, string, string, string][]>} [fonts]
 * @returns {Record<string, string>} file name -> markup
 */
export function frameTemplates(frames, fonts = {}) {
  /** @type {Record<string, string>} */
  const files = {};
  for (const [name, languages] of Object.entries(frames)) {
    for (const [language, [html, css]] of Object.entries(languages)) {
      if (fonts[language]) continue;
      const declarations = new Set(
        [...html.matchAll(/ data-lk-css="([^"]*)"/g)].map(([, value = '']) => value),
      );
      const attributeRules = [...declarations]
        .map((value) => `[data-lk-css=${JSON.stringify(value.replaceAll('&amp;', '&'))}]{${value}}`)
        .join('');
      const failed = ':host([role="alert"])>[data-lk-frame]{display:none}';
      files[`frames/${name}.${language}.html`] =
        `<template shadowrootmode="open"><style>${css}\n${attributeRules}${failed}</style><slot></slot>${html.replaceAll('<form ', '<form method="dialog" ')}</template>\n`;
    }
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const embedDir = join(widgets, 'dist/embed');
  const { CHROMIUM } = await import(join(root, 'scripts/lib/chromium.mjs'));
  // `npm start` and `npm run build` install Chromium first; a package built on its own without it
  // still works, its forms painting when the runtime has run (the snippet finds no frame).
  const frames = existsSync(CHROMIUM) ? await captureFrames(embedDir) : {};
  if (!existsSync(CHROMIUM))
    console.warn(`first-frame.js has no frames: no Chromium at ${CHROMIUM} (npm run build installs it)`);
  const fonts = frameFonts(embedDir);
  const files = { ...frameModules(frames, fonts), ...frameTemplates(frames, fonts) };
  mkdirSync(join(embedDir, 'frames'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(embedDir, file), text);
  for (const [file, text] of Object.entries(files)) console.log(`${file}: ${text.length} characters`);
}
