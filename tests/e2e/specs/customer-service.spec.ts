import { expect, test } from '../support/test';

/** Issue 14: the floating customer-service button (R2.39). */
test.describe('floating customer-service button', () => {
  // Without a fixed viewport, a popup takes the size window.open asks for, as in a player's browser.
  test.use({ viewport: null });

  test('R2.39 the floating button opens the merchant live chat in a 440x750 popup window', async ({
    page,
    context,
  }) => {
    // The demo merchant's live chat lives on an address of its own; stand in for it here.
    await context.route('https://ph.lobbykit.example/support/chat', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Live chat</title><p>Live chat</p>',
      }),
    );
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Customer service', exact: true });
    await expect(button).toBeVisible();
    const popupOpened = page.waitForEvent('popup');
    await button.click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://ph.lobbykit.example/support/chat');
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 750]);
    // Cut from the site: the chat cannot reach back into the player's page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });
});
