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

  test('the loader shows an error state in its mount targets when the bundle cannot load', async ({
    page,
  }) => {
    await page.route('**/lobbykit@*/lobbykit.js', (route) => route.abort());
    await page.goto(`${stack.examples}/affiliate-page/`);
    await expect(page.locator('#lobbykit-login')).toHaveAttribute('role', 'alert');
    await expect(page.locator('#lobbykit-login')).toContainText(/could not load/i);
  });
});
