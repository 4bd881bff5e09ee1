import { stack } from '../stack';
import { submitLogin } from '../support/login';
import { expect, test } from '../support/test';

test.describe('affiliate page: widgets through the loader snippet', () => {
  test('a player logs in on a plain HTML page through the loader', async ({ page }) => {
    await page.goto(`${stack.examples}/affiliate-page/`);
    const form = page.locator('#lobbykit-login');
    await expect(form.getByLabel(/username/i)).toBeVisible();
    await submitLogin(form, 'demo01', 'Demo1234');
    await expect(
      page.locator('#lobbykit-header').getByRole('button', { name: /demo player/i }),
    ).toBeVisible();
  });

  test('the snippet installs once however often it is pasted', async ({ page, request }) => {
    await page.goto(`${stack.examples}/affiliate-page/`);
    await expect(page.locator('#lobbykit-login').getByLabel(/username/i)).toBeVisible();
    const snippet = await (await request.get(`${stack.examples}/sdk/loader.min.js`)).text();
    await page.addScriptTag({ content: snippet });
    await page.addScriptTag({ content: snippet });
    expect(await page.locator('script[src$="/lobbykit.js"]').count()).toBe(1);
    await expect(page.locator('#lobbykit-login').getByLabel(/username/i)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { LobbyKit: { version: string } }).LobbyKit.version),
    ).toMatch(/^\d+\.\d+\.\d+$/);
  });

  for (const example of ['affiliate-page', 'strict-csp']) {
    test(`issue 13 item 4 ${example}: the snippet's modulepreload links fetch first-frame.js and lobbykit.js, each once, and the loader's scripts take them`, async ({
      page,
    }) => {
      const LOADER_FILE = /\/lobbykit@[^/]+\/(first-frame|lobbykit)\.js$/;
      const fetched: string[] = [];
      page.on('request', (request) => {
        const file = request.url().match(LOADER_FILE)?.[1];
        if (file) fetched.push(file);
      });
      await page.goto(`${stack.examples}/${example}/`);
      await expect(page.locator('#lobbykit-login').getByLabel(/username/i)).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { LobbyKit: { ready?: boolean } }).LobbyKit.ready),
        )
        .toBe(true);
      expect(fetched.sort()).toEqual(['first-frame', 'lobbykit']);
      // One resource entry each, fetched by its link, not by the loader's <script> (Chromium types
      // a fetch the preload scanner started 'other'); under the strict CSP the links' nonce lets it.
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/lobbykit@[^/]+\/(first-frame|lobbykit)\.js$/.test(entry.name))
          .map((entry) => ({
            file: entry.name.split('/').pop(),
            byScript: (entry as PerformanceResourceTiming).initiatorType === 'script',
          }))
          .sort((a, b) => String(a.file).localeCompare(String(b.file))),
      );
      expect(entries).toEqual([
        { file: 'first-frame.js', byScript: false },
        { file: 'lobbykit.js', byScript: false },
      ]);
      expect(await page.locator('script[src$="/first-frame.js"]').count()).toBe(1);
      expect(await page.locator('script[src$="/lobbykit.js"]').count()).toBe(1);
    });
  }

  test('the loader shows an error state in its mount targets when the bundle cannot load', async ({
    page,
  }) => {
    await page.route('**/lobbykit@*/lobbykit.js', (route) => route.abort());
    await page.goto(`${stack.examples}/affiliate-page/`);
    await expect(page.locator('#lobbykit-login')).toHaveAttribute('role', 'alert');
    await expect(page.locator('#lobbykit-login')).toContainText(/could not load/i);
  });
});
