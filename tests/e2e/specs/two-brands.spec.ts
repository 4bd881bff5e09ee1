import type { Page } from '@playwright/test';
import { stack } from '../stack';
import { loaderSnippet, routedPageLaunch, strictCsp } from '../support/host-page';
import { submitLogin } from '../support/login';
import { expect, test } from '../support/test';

// Issue 15 item 3: two brands on one page, each a runtime of its own. The page's first init (ph, EN)
// configures the runtime the loader brought; the second (namespace brandB, bd, BN) starts brand B's,
// the same files under lobbykit@<v>/ns/brandB/. Neither shares the other's session, merchant,
// language, events or dialogs.
const NONCE = 'lk-e2e-2b7d41';
const PAGE = `${stack.examples}/two-brands/`;
const STRICT_PAGE = `${stack.examples}/two-brands/strict.html`;
const STRICT_CSP = strictCsp(NONCE);
const loader = loaderSnippet(NONCE);

const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <link rel="icon" href="data:," />
    <title>Two brands on one page</title>
    <style nonce="${NONCE}">
      body { margin: 0; background: #0b0e19; color: #e8eaf6; font: 16px/1.5 system-ui, sans-serif; }
      h1 { margin: 0; padding: 20px 24px 0; font-size: 22px; }
      .brands { display: grid; gap: 32px; padding: 16px 24px 24px; }
      section { display: grid; gap: 12px; }
      section > :last-child { width: 100%; max-width: 420px; }
      h2 { margin: 0; font-size: 15px; color: #9aa2c4; font-weight: 600; }
    </style>
  </head>
  <body>
    <h1>Two brands on one page</h1>
    <div class="brands">
      <section>
        <h2>Brand A: merchant ph, English</h2>
        <div id="a-header"></div>
        <div id="a-login"></div>
      </section>
      <section>
        <h2>Brand B: merchant bd, Bengali (namespace brandB)</h2>
        <lk-wallet-header id="b-header" namespace="brandB"></lk-wallet-header>
        <div id="b-login"></div>
      </section>
    </div>
    ${loader}
    <script nonce="${NONCE}">
      window.heard = { a: [], b: [] };
      LobbyKit('init', { apiBase: '${stack.api}', siteBase: '${stack.site}', merchantCode: 'ph', language: 'EN' });
      LobbyKit('init', { apiBase: '${stack.api}', siteBase: '${stack.site}', namespace: 'brandB', merchantCode: 'bd', language: 'BN' });
      LobbyKit('mount', 'wallet-header', '#a-header');
      LobbyKit('mount', 'login', '#a-login', { variant: 'inline' });
      LobbyKit('brandB.mount', 'login', '#b-login', { variant: 'inline' });
      LobbyKit('on', 'login', function (detail) { heard.a.push(detail.account); });
      LobbyKit('brandB.on', 'login', function (detail) { heard.b.push(detail.account); });
      // One handler for both brands tells them apart by detail.namespace.
      window.brands = [];
      function brandOf(event) { brands.push(event.detail.namespace || 'page'); }
      addEventListener('lobbykit:login', brandOf);
      addEventListener('lobbykit:brandB.login', brandOf);
    </script>
  </body>
</html>`;

interface Seen {
  consoleErrors: string[];
  violations: () => Promise<string[]>;
  /** Each API call's path and Merchant header. */
  calls: { merchant: string; path: string }[];
}

async function openTwoBrands(page: Page, url = PAGE): Promise<Seen> {
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: url === STRICT_PAGE ? { 'Content-Security-Policy': STRICT_CSP } : {},
      body: html,
    }),
  );
  // The announcement popup and the contract offer closed in both namespaces (as the support fixture does).
  await page.addInitScript(() => {
    for (const prefix of ['', 'brandB:'])
      for (const key of ['popupClosedGuest', 'popupClosedLogin', 'contractPrompted'])
        sessionStorage.setItem(`${prefix}${key}`, 'true');
    const seen: string[] = [];
    Object.defineProperty(window, Symbol.for('lk-csp-violations'), { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const seen: Seen = {
    consoleErrors: [],
    calls: [],
    violations: () =>
      page.evaluate(() => (window as unknown as Record<symbol, string[]>)[Symbol.for('lk-csp-violations')]!),
  };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => seen.consoleErrors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    // The platform's calls only: images it serves (a member's icon, game art) carry no Merchant header.
    if (!request.url().startsWith(stack.api) || !['fetch', 'xhr'].includes(request.resourceType())) return;
    if (request.method() === 'OPTIONS') return;
    seen.calls.push({ merchant: request.headers().merchant ?? '', path: new URL(request.url()).pathname });
  });
  await page.goto(url);
  await expect(page.locator('#a-login').getByLabel(/username/i)).toBeVisible();
  await expect(page.locator('#b-login input[autocomplete="username"]')).toBeVisible();
  return seen;
}

const BENGALI = /[\u0980-\u09ff]/;

// The page is answered by page.route: Chromium's local-network check is off for it.
test.use({ launchOptions: routedPageLaunch });

test.describe('two brands on one page (issue 15 item 3)', () => {
  test('R9.28 each namespace is a runtime of its own: session, merchant, language, events and dialogs', async ({
    page,
  }) => {
    const seen = await openTwoBrands(page);
    // Each speaks its own language: A's form in English, B's form and header (an <lk-* namespace>) in Bengali.
    await expect(page.locator('#a-login').getByRole('button', { name: /^log ?in$/i })).toBeVisible();
    await expect(page.locator('#b-login form')).toContainText(BENGALI);
    await expect(page.locator('#b-header')).toContainText(BENGALI);
    expect(await page.locator('#b-login form').textContent()).not.toMatch(/\bLog ?in\b/i);
    // Brand B's copy of the bundle came from its own path.
    const fromNs = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/ns/brandB/')),
    );
    expect(fromNs.some((name) => name.endsWith('/ns/brandB/lobbykit.js'))).toBe(true);
    // What brand B's copy cost (the docs quote it): its files and their bytes on the wire (brotli).
    const copy = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.includes('/ns/brandB/'))
        .map((entry) => ({ name: entry.name.split('/ns/brandB/')[1], bytes: entry.encodedBodySize })),
    );
    test.info().annotations.push({
      type: 'brandB copy',
      description: `${copy.length} files, ${copy.reduce((sum, file) => sum + file.bytes, 0)} bytes: ${copy.map((file) => `${file.name} ${file.bytes}`).join(', ')}`,
    });

    // Signing in to brand A leaves brand B signed out.
    const bFormBefore = await page.locator('#b-login form').textContent();
    await submitLogin(page.locator('#a-login'), 'demo01', 'Demo1234');
    await expect(page.locator('#a-header').getByRole('button', { name: /demo player/i })).toBeVisible();
    await expect(page.locator('#b-login input[autocomplete="username"]')).toBeVisible();
    expect(await page.locator('#b-login form').textContent()).toBe(bFormBefore);
    await expect(page.locator('#b-header').getByRole('button', { name: /demo/i })).toHaveCount(0);
    expect(
      await page.evaluate(() => [!!sessionStorage.getItem('token'), sessionStorage.getItem('brandB:token')]),
    ).toEqual([true, null]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: unknown }).heard))
      .toEqual({
        a: ['demo01'],
        b: [],
      });

    // Brand B's dialog opens in its own overlay, not in the page's.
    await page.evaluate(() =>
      (window as unknown as { LobbyKit: (...args: unknown[]) => unknown }).LobbyKit(
        'brandB.openModal',
        'login',
      ),
    );
    const bOverlay = page.locator('lk-overlay[namespace="brandB"]');
    await expect(bOverlay.getByRole('dialog')).toBeVisible();
    await expect(bOverlay.getByRole('dialog')).toContainText(BENGALI);
    await expect(page.locator('lk-overlay:not([namespace])').getByRole('dialog')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(bOverlay.getByRole('dialog')).toHaveCount(0);

    // Signing in to brand B (its own player, merchant bd) leaves brand A as it was.
    const bForm = page.locator('#b-login');
    await bForm.locator('input[autocomplete="username"]').fill('bdplayer01');
    await bForm.locator('input[autocomplete="current-password"]').fill('Demo1234');
    const terms = bForm.getByRole('checkbox').last();
    if (!(await terms.isChecked())) await terms.check();
    await bForm.locator('form button[type="submit"]').click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('brandB:token'))).toBeTruthy();
    await expect(page.locator('#b-header').getByRole('button', { name: /bd player/i })).toBeVisible();
    await expect(page.locator('#a-header').getByRole('button', { name: /demo player/i })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: unknown }).heard))
      .toEqual({
        a: ['demo01'],
        b: ['bdplayer01'],
      });

    // Each runtime sent its own Merchant header: A's login as ph, B's as bd, and no other merchant
    // (its body is encrypted: the order tells them apart, A signed in first).
    expect(
      seen.calls.filter((call) => call.path.endsWith('/session/login')).map((call) => call.merchant),
    ).toEqual(['ph', 'bd']);
    expect(new Set(seen.calls.map((call) => call.merchant))).toEqual(new Set(['ph', 'bd']));
    expect(await page.evaluate(() => (window as unknown as { brands: string[] }).brands)).toEqual([
      'page',
      'brandB',
    ]);
    expect(seen.consoleErrors).toEqual([]);

    // Brand B's header without its namespace attribute is the page's (brand A, signed in as demo01,
    // English), one instance; with it again, brand B's. Neither move asks anything twice, and the
    // page's runtime asks nothing of merchant bd.
    const bHeader = page.locator('#b-header');
    const move = async (namespace: string | null) => {
      const from = seen.calls.length;
      await page.evaluate((name) => {
        const header = document.querySelector('#b-header') as HTMLElement;
        if (name) header.setAttribute('namespace', name);
        else header.removeAttribute('namespace');
      }, namespace);
      await expect(
        bHeader.getByRole('button', { name: namespace ? /bd player/i : /demo player/i }),
      ).toBeVisible();
      await expect(bHeader.locator('[part="root"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      return seen.calls.slice(from);
    };
    const asPage = await move(null);
    await expect(bHeader).not.toContainText(BENGALI);
    await bHeader.screenshot({ path: test.info().outputPath('b-header-as-page-1440.png') });
    expect(asPage.filter((call) => call.merchant !== 'ph')).toEqual([]);
    expect(asPage.length).toBe(new Set(asPage.map((call) => call.path)).size);
    const asB = await move('brandB');
    await expect(bHeader).toContainText(BENGALI);
    expect(asB.filter((call) => call.merchant !== 'bd')).toEqual([]);
    expect(asB.length).toBe(new Set(asB.map((call) => call.path)).size);
    expect(seen.consoleErrors).toEqual([]);

    for (const [width, height, name] of [
      [1440, 900, 'two-brands-1440'],
      [360, 1400, 'two-brands-360'],
    ] as const) {
      await page.setViewportSize({ width, height });
      // From the top: the wallet headers are sticky, and the sign-ins above scrolled the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
    }
  });

  test('R9.28 under a strict nonce CSP with strict-dynamic both runtimes load, with no violation', async ({
    page,
  }) => {
    const seen = await openTwoBrands(page, STRICT_PAGE);
    await expect(page.locator('#b-header')).toContainText(BENGALI);
    await expect(page.locator('#b-login form')).toContainText(BENGALI);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(await seen.violations()).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  });
});
