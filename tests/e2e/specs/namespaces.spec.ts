import type { Page } from '@playwright/test';
import { stack } from '../stack';
import { submitLogin } from '../support/login';
import { expect, test } from '../support/test';

// Issue 15 item 3: a brand configured in a namespace of its own keeps its session, merchant and
// cache under its own storage keys, so a page of brand B on the origin where a player signed in to
// brand A (the affiliate page, merchant ph) starts signed out and speaks to its own merchant.
const BRAND_B = `${stack.examples}/affiliate-page/?brand=b`;

/** The affiliate page as brand B would paste it: the same snippet, `init` in namespace brandB for bd. */
async function serveBrandB(page: Page) {
  await page.route(BRAND_B, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "merchantCode: 'ph',",
      "namespace: 'brandB', merchantCode: 'bd',",
    );
    await route.fulfill({ response, body: html });
  });
  // The announcement popup is per namespace too: closed, as the support fixture does for ph.
  await page.addInitScript(() => {
    sessionStorage.setItem('brandB:popupClosedGuest', 'true');
    sessionStorage.setItem('brandB:popupClosedLogin', 'true');
  });
}

/** The Merchant header of every API call the page makes from now on (preflights carry none). */
function merchantsAsked(page: Page): string[] {
  const merchants: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(stack.api) && request.method() !== 'OPTIONS')
      merchants.push(request.headers().merchant ?? '');
  });
  return merchants;
}

test.describe('namespaces: two brands on one origin', () => {
  test('R9.28 brand B in its own namespace does not sign in with brand A’s session, and asks for its own merchant', async ({
    page,
  }) => {
    await page.goto(`${stack.examples}/affiliate-page/`);
    await submitLogin(page.locator('#lobbykit-login'), 'demo01', 'Demo1234');
    await expect(
      page.locator('#lobbykit-header').getByRole('button', { name: /demo player/i }),
    ).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();

    await serveBrandB(page);
    // Brand A's page left first, so none of its calls still on their way is counted as brand B's
    // (its game grid and header keep asking after the login); the tab's session storage stays.
    await page.goto('about:blank');
    const merchants = merchantsAsked(page);
    await page.goto(BRAND_B);
    await expect(page.locator('#lobbykit-login').getByLabel(/username/i)).toBeVisible();
    await expect(page.locator('#lobbykit-header').getByRole('button', { name: /^log ?in$/i })).toBeVisible();
    expect(
      await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('brandB:token')]),
    ).toEqual([token, null]);
    expect(merchants.length).toBeGreaterThan(0);
    expect(new Set(merchants)).toEqual(new Set(['bd']));
  });

  test('a second init with another configuration is a console error and changes nothing', async ({
    page,
  }) => {
    await serveBrandB(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(BRAND_B);
    await expect(page.locator('#lobbykit-login').getByLabel(/username/i)).toBeVisible();
    const merchants = merchantsAsked(page);
    await page.evaluate(() =>
      (window as unknown as { LobbyKit: (command: string, config: object) => unknown }).LobbyKit('init', {
        apiBase: 'http://127.0.0.1:1',
        namespace: 'brandB',
        merchantCode: 'ph',
      }),
    );
    await expect
      .poll(() => errors.join('\n'))
      .toMatch(/LobbyKit: init .* ignored: this page is configured as/);
    await submitLogin(page.locator('#lobbykit-login'), 'demo01', 'Demo1234');
    await expect.poll(() => merchants.length).toBeGreaterThan(0);
    expect(new Set(merchants)).toEqual(new Set(['bd']));
  });
});
