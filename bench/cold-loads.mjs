/**
 * What the browser benches that time a widget against its static-HTML floor share (bench/paint.mjs,
 * bench/promotions.mjs): the page frame, the marks of "in the DOM" and "painted" in every shadow
 * root, one cold load, the capture of what a widget drew (its HTML and CSS, for the floor), and the
 * interleaved runs.
 */

/** Every load's viewport: a laptop's. */
export const VIEWPORT = { width: 1280, height: 900 };

/**
 * Runs in every page before its own scripts (Playwright serialises it: no outside names). Each
 * shadow root gets a MutationObserver; once it holds `count` elements matching `selector`, `inDom`
 * is marked, the next frame is awaited and the task after it marks `painted`
 * (requestAnimationFrame runs before the frame paints; the message after it runs once it has). A
 * shadow root the page makes declaratively is handed to `window.__lkWatch` by the page itself.
 */
function observeShadowRoots({ selector, count }) {
  const marks = {};
  window.__lkMarks = marks;
  const watch = (root) => {
    const check = () => {
      if (marks.inDom || root.querySelectorAll(selector).length < count) return false;
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

/**
 * Runs in every page before its own scripts: keeps the text each constructable sheet was filled
 * with (`replaceSync`), for `captureShadow`. A rule's cssText loses a shorthand written with var()
 * beside longhands (the isolation's `font: 400 var(--lk-font-size,14px)/1.45 var(--lk-font,...)`
 * comes back empty), so a floor built from cssRules would draw its text in the browser's default
 * serif font instead of the widget's.
 */
export function keepSheetTexts() {
  const texts = new WeakMap();
  const replaceSync = CSSStyleSheet.prototype.replaceSync;
  CSSStyleSheet.prototype.replaceSync = function keepText(text) {
    texts.set(this, text);
    return replaceSync.call(this, text);
  };
  Object.defineProperty(window, Symbol.for('lk-sheet-text'), { value: texts });
}

/** A plain page on the dark background; `style` adds rules of the page's own. */
export const benchPage = (title, body, style = '') =>
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>body { margin: 0; padding: 24px; background: #0f1320; }${style ? ` ${style}` : ''}</style>
  </head>
  <body>
${body}
  </body>
</html>
`;

/**
 * One cold load (fresh context, empty cache) of `url`, watched for `watch` ({ selector, count }).
 * `prepare(context, tab)` runs before the navigation (routes, throttling), `read(tab)` after the
 * paint, before the context closes. Answers the page's marks (`inDom`, `painted`: ms since its
 * navigation) and what `read` answered.
 */
export async function coldLoad(browser, url, { watch, prepare, read }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(observeShadowRoots, watch);
  await context.addInitScript(keepSheetTexts);
  const tab = await context.newPage();
  await prepare?.(context, tab);
  await tab.goto(url);
  await tab.waitForFunction(() => window.__lkMarks?.painted !== undefined, null, { timeout: 60_000 });
  const marks = await tab.evaluate(() => ({ ...window.__lkMarks }));
  const extra = read ? await read(tab) : {};
  await context.close();
  return { marks, ...extra };
}

/**
 * The HTML in the shadow root of `#hostId` and the CSS it shows with (adopted sheets, then style
 * tags): each adopted sheet as the text it was filled with (keepSheetTexts), else its rules.
 */
export function captureShadow(tab, hostId) {
  return tab.evaluate((id) => {
    const root = document.getElementById(id).shadowRoot;
    const texts = window[Symbol.for('lk-sheet-text')];
    const css = [...root.adoptedStyleSheets, ...[...root.querySelectorAll('style')].map((s) => s.sheet)]
      .map((sheet) => texts?.get(sheet) ?? [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
      .join('\n');
    return { html: root.innerHTML, css };
  }, hostId);
}

/**
 * `runs` rounds of one `load(key)` per key, interleaved so drift on a shared machine hits every
 * variant alike. Answers the samples by key.
 */
export async function interleaved(runs, keys, load) {
  const samples = Object.fromEntries(keys.map((key) => [key, []]));
  for (let run = 0; run < runs; run++) {
    for (const key of keys) samples[key].push(await load(key));
  }
  return samples;
}
