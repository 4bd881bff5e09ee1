import type { Page } from '@playwright/test';

/**
 * What the first-frame specs share: holding the loader's files back, asking whether a box still
 * shows its first frame, and counting the layout shifts inside the forms' boxes.
 */

/** Holds the requests for `url` (first-frame.js, lobbykit.js) back until `release()`. */
export async function holdBack(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether the runtime has replaced the stub (`LobbyKit.ready`), and whether `box` still holds the frame. */
export const frameState = (page: Page, box: string) =>
  page.evaluate((selector) => {
    const host = document.querySelector(selector)!;
    return {
      runtime: (window as unknown as { LobbyKit: { ready?: boolean } }).LobbyKit.ready === true,
      frame: host.shadowRoot?.querySelector('[data-lk-frame]') != null,
    };
  }, box);

/**
 * From the page's start, the layout shifts without recent input: those whose sources are inside
 * `boxes` (a selector list), and all of them. Answers a reader of both sums.
 */
export async function watchShifts(
  page: Page,
  boxes: string,
): Promise<() => Promise<{ forms: number; page: number }>> {
  await page.addInitScript((selector) => {
    const shifts = { forms: 0, page: 0 };
    Object.defineProperty(window, Symbol.for('lk-shifts'), { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.page += entry.value;
        const inForms = (entry.sources ?? []).some((source) => {
          const root = source.node?.getRootNode();
          const host = root instanceof ShadowRoot ? root.host : source.node;
          return host instanceof Element && host.closest(selector) !== null;
        });
        if (inForms) shifts.forms += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, boxes);
  return () =>
    page.evaluate(() => ({
      ...(window as unknown as Record<symbol, { forms: number; page: number }>)[Symbol.for('lk-shifts')]!,
    }));
}
