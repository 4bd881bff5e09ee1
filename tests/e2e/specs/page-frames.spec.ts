import type { Page } from '@playwright/test';
import { stack } from '../stack';
import { holdBack, frameState as state, watchShifts } from '../support/first-frames';
import { loaderSnippet, routedPageLaunch, strictCsp } from '../support/host-page';
import { expect, test } from '../support/test';

/**
 * Issue 13 item 5: a partner page that holds the forms' first frames itself (the bundle's
 * `frames/<name>.<LANG>.html`, pasted inside the element the form is mounted into) gets the login and
 * register forms drawn by the HTML parser, before any script has come: the snippet's first-frame.js
 * and lobbykit.js are held back here until the test lets them through. The page is served with a
 * strict nonce CSP (no inline style), its frames' `<style>` carrying the nonce as the docs say.
 */
const NONCE = 'lk-e2e-frames-5b1d';
const PAGE = `${stack.examples}/page-frames/index.html`;
const BOXES = ['#lk-login', '#lk-register'] as const;
const LOADER_FILES = /\/lobbykit@[^/]+\/(first-frame|lobbykit)\.js$/;

test.use({ launchOptions: routedPageLaunch });

/** The bundle's frame of `name` in EN, as a partner copies it, its `<style>` given the page's nonce. */
async function frameMarkup(page: Page, name: string): Promise<string> {
  const version = loaderSnippet(NONCE).match(/\/lobbykit@(\d[^/]*)\//)![1];
  const response = await page.request.get(`${stack.examples}/sdk/lobbykit@${version}/frames/${name}.EN.html`);
  expect(response.ok()).toBe(true);
  return (await response.text()).replace('<style>', `<style nonce="${NONCE}">`);
}

/** Serves the partner's page: the snippet, the wallet header's box, then the two boxes holding their frames. */
async function servePage(page: Page) {
  const [login, register] = await Promise.all([frameMarkup(page, 'login'), frameMarkup(page, 'register')]);
  const html = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>A partner page holding the forms' first frames</title>
    <style nonce="${NONCE}">body { margin: 0; padding: 24px; background: #0b0e1a; } .forms { display: flex; gap: 24px; align-items: flex-start; } #lk-login, #lk-register { width: 380px; }</style>
  </head>
  <body>
    ${loaderSnippet(NONCE)}
    <div id="lk-header"></div>
    <div class="forms">
      <div id="lk-login">${login}</div>
      <div id="lk-register">${register}</div>
    </div>
    <script nonce="${NONCE}">
      LobbyKit('init', { apiBase: '${stack.api}', siteBase: '${stack.site}', merchantCode: 'ph', language: 'EN' });
      LobbyKit('mount', 'wallet-header', '#lk-header');
      LobbyKit('mount', 'login', '#lk-login', { variant: 'inline' });
      LobbyKit('mount', 'register', '#lk-register', { variant: 'inline' });
    </script>
  </body>
</html>`;
  await page.route(PAGE, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      headers: { 'Content-Security-Policy': strictCsp(NONCE) },
      body: html,
    }),
  );
}

/** The CSP violations the page reports. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.defineProperty(window, Symbol.for('lk-violations'), { value: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () =>
    page.evaluate(() => [...(window as unknown as Record<symbol, string[]>)[Symbol.for('lk-violations')]!]);
}

test.describe('first frames in the page: the forms paint with the HTML, before any script', () => {
  test('issue 13 item 5 under a strict CSP the parser draws both forms before first-frame.js and lobbykit.js; the runtime takes them over keeping the text, the tick and the focus, shifts nothing, and the login works', async ({
    page,
  }) => {
    const shifts = await watchShifts(page, BOXES.join(', '));
    const violations = await watchViolations(page);
    await servePage(page);
    const release = await holdBack(page, LOADER_FILES);
    // The platform's answers held too: the takeover is measured before any settings fill the forms in.
    let answer: () => void = () => {};
    const answered = new Promise<void>((done) => (answer = done));
    await page.route(`${stack.api}/**`, async (route) => {
      await answered;
      await route.continue();
    });
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/wps/session/login'))
        logins.push(request.url());
    });
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    const login = page.locator('#lk-login');
    await expect(login.getByLabel(/username/i)).toBeVisible();
    await expect(page.locator('#lk-register').getByLabel(/^username$/i)).toBeVisible();
    for (const box of BOXES) expect(await state(page, box)).toEqual({ runtime: false, frame: true });
    // Styled by the frame's own <style> (the nonce let it) as the runtime styles it: the same card.
    const card = () =>
      login.locator('section[part="card"]').evaluate((section) => {
        const style = getComputedStyle(section);
        return [style.backgroundColor, style.borderRadius, style.padding];
      });
    const framedCard = await card();
    expect(framedCard[0]).not.toBe('rgba(0, 0, 0, 0)');
    const geometry = () =>
      page.evaluate(
        (boxes) =>
          boxes.map((selector) => {
            const host = document.querySelector(selector)!;
            const box = host.getBoundingClientRect();
            const input = host.shadowRoot!.querySelector('input')!.getBoundingClientRect();
            return [input.x - box.x, input.y - box.y, input.width, input.height, box.height].map(Math.round);
          }),
        [...BOXES],
      );
    const framed = await geometry();

    await login.getByLabel(/username/i).fill('demo01');
    await login.getByRole('checkbox').last().check();
    await login.getByLabel(/^password$/i).fill('Demo1234');
    // Enter in the frame sends nothing, and the password never goes into the page's address.
    await login.getByLabel(/^password$/i).press('Enter');
    await page.waitForTimeout(200);
    expect(page.url()).toBe(PAGE);
    expect(logins).toEqual([]);
    release();

    for (const box of BOXES)
      await expect.poll(() => state(page, box)).toEqual({ runtime: true, frame: false });
    expect(await geometry()).toEqual(framed);
    expect(await card()).toEqual(framedCard);
    await expect(login.getByLabel(/username/i)).toHaveValue('demo01');
    await expect(login.getByLabel(/^password$/i)).toHaveValue('Demo1234');
    await expect(login.getByLabel(/^password$/i)).toBeFocused();
    await expect(login.getByRole('checkbox').last()).toBeChecked();
    answer();
    // The frames' <style> and <slot> went with them.
    expect(
      await page.evaluate(
        (boxes) =>
          boxes.map(
            (selector) =>
              document
                .querySelector(selector)!
                .shadowRoot!.querySelectorAll('style:not([data-lk-style]), slot').length,
          ),
        [...BOXES],
      ),
    ).toEqual([0, 0]);
    await login.getByRole('button', { name: /^log in$/i }).click();
    await expect(page.locator('#lk-header').getByRole('button', { name: /demo player/i })).toBeVisible();
    expect(logins).toHaveLength(1);
    const { forms: shift } = await shifts();
    test.info().annotations.push({ type: 'layout shift', description: String(shift) });
    expect(await violations()).toEqual([]);
    expect(shift).toBeLessThan(0.02);
  });

  test('issue 13 item 5 issue 15 item 6 a bundle that cannot load hides the frames behind the loader’s message', async ({
    page,
  }) => {
    await servePage(page);
    await page.route(LOADER_FILES, (route) => route.abort());
    await page.goto(PAGE);
    for (const box of BOXES) {
      await expect(page.locator(box)).toHaveAttribute('role', 'alert');
      await expect(page.locator(box).getByText(/could not load/i)).toBeVisible();
      await expect(page.locator(box).getByLabel(/username/i)).toBeHidden();
    }
  });
});
