import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium, median, percentile } from './chromium.mjs';
import { keepSheetTexts, VIEWPORT } from './cold-loads.mjs';
import { startStack } from './stack.mjs';

const WHEEL_STEPS = 120;

/** Frame times (rAF deltas) during a bounded, scripted wheel scroll of the page in `page`. */
async function scrollFrames(page) {
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
  for (let step = 0; step < WHEEL_STEPS; step++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(25);
  }
  return page.evaluate(() => {
    window.__stopFrames = true;
    return window.__frames.slice(2);
  });
}

/**
 * In the page, before its scripts: when the grid's first card is painted, and when a search answer
 * is (the list no longer busy, with the game searched for), each as the task after the frame that
 * shows it, on the page's own clock. Timed in the page rather than from the test driver, whose
 * round trips to the browser (tens of ms on a busy machine) are no part of what a player waits for.
 */
function watchGrid() {
  const seen = {};
  window.__grid = seen;
  const paintedAt = (key) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        seen[key] = performance.now();
      }),
    );
  document.addEventListener(
    'input',
    () => {
      if (window.__wanted && !seen.typed) seen.typed = performance.now();
    },
    true,
  );
  const watch = (root) => {
    const grid = () => root.querySelector('.lk-grid');
    new MutationObserver(() => {
      if (!seen.cardDrawn && root.querySelector('[data-vendor]')) {
        seen.cardDrawn = true;
        paintedAt('firstCard');
      }
      const wanted = window.__wanted;
      if (!wanted || !seen.typed || seen.answerDrawn) return;
      // The answer is the first render that ends the busy state the search started.
      if (grid()?.getAttribute('aria-busy') === 'true') {
        seen.busy = true;
        return;
      }
      if (seen.busy && root.querySelector(`[data-name="${CSS.escape(wanted)}"]`)) {
        seen.answerDrawn = true;
        paintedAt('searched');
      }
    }).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  };
  new MutationObserver(() => {
    const root = document.querySelector('[data-lk-widget="game-grid"]')?.shadowRoot;
    if (!root || root.__watched) return;
    root.__watched = true;
    watch(root);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * In the page, before its scripts, after keepSheetTexts: the moment the grid's first card is in the
 * DOM, the whole document as HTML (`window.__firstScreen`), each open shadow root as a declarative
 * one holding, in a `<style>`, the text its adopted sheets were filled with. What the player's
 * screen held when the grid drew its first card, for the first card's floor.
 */
function snapshotFirstScreen() {
  const texts = window[Symbol.for('lk-sheet-text')];
  const shadowRoots = (node, found = []) => {
    for (const element of node.querySelectorAll('*'))
      if (element.shadowRoot) found.push(element.shadowRoot, ...shadowRoots(element.shadowRoot));
    return found;
  };
  const snapshot = () => {
    const roots = shadowRoots(document);
    for (const root of roots) {
      const style = document.createElement('style');
      style.textContent = root.adoptedStyleSheets
        .map((sheet) => texts.get(sheet) ?? [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
        .join('\n');
      root.prepend(style);
    }
    const html = document.documentElement;
    const attributes = [...html.attributes].map((a) => ` ${a.name}="${a.value.replaceAll('"', '&quot;')}"`);
    window.__firstScreen = `<!doctype html><html${attributes.join('')}>${html.getHTML({ shadowRoots: roots })}</html>`;
  };
  new MutationObserver((_, outer) => {
    const root = document.querySelector('[data-lk-widget="game-grid"]')?.shadowRoot;
    if (!root) return;
    outer.disconnect();
    new MutationObserver((__, inner) => {
      if (!root.querySelector('[data-vendor]')) return;
      inner.disconnect();
      snapshot();
    }).observe(root, { childList: true, subtree: true });
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The first card's floor: the snapshot as a page without a script (its scripts and module preloads
 * taken out; its stylesheet, fonts and the cards' images stay), marking the task after the frame that
 * first shows it, as watchGrid marks the grid's first card.
 */
const staticFirstScreen = (html) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(
      '</body>',
      '<script>requestAnimationFrame(() => setTimeout(() => { window.__painted = performance.now(); }));</script></body>',
    );

/** One cold load of the first card's floor: ms from its navigation to the frame that shows it. */
async function floorLoad(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'commit' });
  const painted = await page.waitForFunction(() => window.__painted).then((ms) => ms.jsonValue());
  await context.close();
  return painted;
}

/**
 * The floor: the cards the grid drew, as static HTML with the widget's CSS in a shadow root of their
 * own, as many as the grid had loaded by the end of its scroll, put in the grid widget's place on
 * the same page (the site's header, menus and navigation stay). No widget script runs for them
 * while they scroll; what is left is the browser's own layout, raster and image work, and the page.
 */
function putStaticCards({ css, cells, count, icons }) {
  // Card n shows the n-th icon the grid fetched, so the floor decodes the same distinct images the
  // grid did (the grid's window repeats only its last ~55 cards; repeating their icons measured the
  // icons' cost, not the widget's: a probe without the widget had a p95 of 16.7 ms repeated, 250 ms
  // distinct).
  const items = Array.from({ length: count }, (_, index) => {
    const cell = cells[index % cells.length].replace(/aria-posinset="\d+"/, `aria-posinset="${index + 1}"`);
    const icon = icons[index % Math.max(1, icons.length)];
    return icon ? cell.replace(/ src="[^"]*"/, ` src="${icon}"`) : cell;
  }).join('');
  const widget = document.querySelector('[data-lk-widget="game-grid"]');
  const holder = document.createElement('div');
  holder.attachShadow({
    mode: 'open',
  }).innerHTML = `<style>${css}</style><div part="root"><ul class="lk-grid">${items}</ul></div>`;
  widget.replaceWith(holder);
}

/**
 * The game grid over the seeded ~10,000 games, in Chromium against the real server and the built
 * player site: time to the first card on /rng, to a vendor filter, to a search result, and the
 * frame time while scrolling the virtualised list. Each timing is the median of `runs`.
 */
export async function measureGrid(root, { runs = 5 } = {}) {
  const floorFolder = mkdtempSync(join(tmpdir(), 'lobbykit-grid-floor-'));
  const stack = await startStack(root, { mounts: { '/bench-floor': floorFolder } });
  const { siteUrl } = stack;
  const browser = await launchChromium(root);
  try {
    // The first screen as the grid drew its first card, once, for that card's floor.
    const snapshotContext = await browser.newContext({ viewport: VIEWPORT });
    await snapshotContext.addInitScript(() => sessionStorage.setItem('popupClosedGuest', 'true'));
    await snapshotContext.addInitScript(keepSheetTexts);
    await snapshotContext.addInitScript(snapshotFirstScreen);
    const snapshotPage = await snapshotContext.newPage();
    await snapshotPage.goto(`${siteUrl}/rng`);
    const firstScreen = await snapshotPage
      .waitForFunction(() => window.__firstScreen)
      .then((h) => h.jsonValue());
    await snapshotContext.close();
    writeFileSync(join(floorFolder, 'rng.html'), staticFirstScreen(firstScreen));

    const firstCard = [];
    const firstCardFloor = [];
    const vendorFilter = [];
    const search = [];
    const afterDebounce = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      await context.addInitScript(() => sessionStorage.setItem('popupClosedGuest', 'true'));
      await context.addInitScript(watchGrid);
      const page = await context.newPage();
      await page.goto(`${siteUrl}/rng`, { waitUntil: 'commit' });
      await page.locator('[data-vendor]').first().waitFor();
      // From the navigation's start (the page clock's origin) to the frame that shows the card.
      firstCard.push(await page.waitForFunction(() => window.__grid.firstCard).then((ms) => ms.jsonValue()));

      const filterStarted = performance.now();
      await page.getByRole('button', { name: 'CQ9 Gaming' }).click();
      await page.locator('[data-vendor="CQ9"]').first().waitFor();
      await page.locator('[data-vendor]:not([data-vendor="CQ9"])').first().waitFor({ state: 'detached' });
      vendorFilter.push(performance.now() - filterStarted);

      const name = await page.locator('[data-vendor]').nth(3).getAttribute('data-name');
      await page.evaluate((wanted) => {
        window.__wanted = wanted;
      }, name);
      await page.getByRole('searchbox').fill(name);
      const timed = await page
        .waitForFunction(() => {
          const { typed, searched } = window.__grid;
          // The debounce ends when the search goes to the server: its request's start.
          const asked = performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).searchParams.get('gameName'));
          return searched && asked ? { typed, searched, asked: asked.startTime } : null;
        })
        .then((answer) => answer.jsonValue());
      search.push(timed.searched - timed.typed);
      afterDebounce.push(timed.searched - timed.asked);
      await context.close();
      // Its floor in the same round: the same first screen as static HTML, from its navigation.
      firstCardFloor.push(await floorLoad(browser, `${siteUrl}/bench-floor/rng.html`));
    }

    // Frame time while scrolling all RNG games: rAF deltas during a bounded, scripted wheel scroll.
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addInitScript(() => sessionStorage.setItem('popupClosedGuest', 'true'));
    // Room for every icon's timing entry (the default keeps 250), so the floor can show the same ones.
    await context.addInitScript(() => performance.setResourceTimingBufferSize(20_000));
    const page = await context.newPage();
    await page.goto(`${siteUrl}/rng`);
    await page.locator('[data-vendor]').first().waitFor();
    const frames = await scrollFrames(page);
    const drawn = await page.evaluate(() => {
      const root = document.querySelector('[data-lk-widget="game-grid"]')?.shadowRoot;
      const cells = [...(root?.querySelectorAll('.lk-grid__cell') ?? [])];
      const css = [
        ...(root?.adoptedStyleSheets ?? []),
        ...[...(root?.querySelectorAll('style') ?? [])].map((s) => s.sheet),
      ]
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
      return {
        cards: root?.querySelectorAll('[data-vendor]').length ?? 0,
        // As many static cards as the grid had loaded: the highest position it drew.
        count: Math.max(0, ...cells.map((cell) => Number(cell.getAttribute('aria-posinset')))),
        cells: cells.map((cell) => cell.outerHTML),
        // Every game icon the grid fetched while scrolling, in order.
        icons: [
          ...new Set(
            performance
              .getEntriesByType('resource')
              .map((entry) => entry.name)
              .filter((name) => name.includes('/images/games/')),
          ),
        ],
        css,
        width: root?.querySelector('.lk-grid')?.getBoundingClientRect().width ?? 0,
      };
    });
    await context.close();

    // The floor, the same way in the same run: that many static cards, scrolled by the same wheel.
    const floorContext = await browser.newContext({ viewport: VIEWPORT });
    await floorContext.addInitScript(() => sessionStorage.setItem('popupClosedGuest', 'true'));
    const floorPage = await floorContext.newPage();
    await floorPage.goto(`${siteUrl}/rng`);
    await floorPage.locator('[data-vendor]').first().waitFor();
    await floorPage.evaluate(putStaticCards, drawn);
    await floorPage.waitForTimeout(500);
    const floorFrames = await scrollFrames(floorPage);
    await floorContext.close();
    const p95 = percentile(frames, 0.95);
    const floorP95 = percentile(floorFrames, 0.95);

    return {
      runs,
      firstCardMs: median(firstCard),
      firstCardFloor: {
        ms: median(firstCardFloor),
        ratio: Number((median(firstCard) / median(firstCardFloor)).toFixed(2)),
      },
      vendorFilterMs: median(vendorFilter),
      searchMs: median(search),
      searchAfterDebounceMs: median(afterDebounce),
      scroll: {
        frames: frames.length,
        p50: percentile(frames, 0.5),
        p95,
        cardsInDom: drawn.cards,
        distinctIcons: drawn.icons.length,
      },
      floor: {
        cards: drawn.count,
        frames: floorFrames.length,
        p50: percentile(floorFrames, 0.5),
        p95: floorP95,
        ratioP95: Number((p95 / floorP95).toFixed(2)),
      },
      note: 'headless Chromium without a GPU, 1280x900',
    };
  } finally {
    await browser.close();
    await stack.close();
    rmSync(floorFolder, { recursive: true, force: true });
  }
}
