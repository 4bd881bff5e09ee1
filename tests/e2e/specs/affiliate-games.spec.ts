import { stack } from '../stack';
import { expect, test } from '../support/test';

/**
 * The affiliate example embeds the game grid beside its login and register forms (the product's
 * "affiliate pages embed the game grid and the register form carrying the affiliate code"): a
 * visitor browses the platform's games on the partner's page, and starting one signed out asks them
 * to log in there, in the widgets' overlay, without leaving the page.
 */
test('R4.52 the affiliate page shows the game grid, and a guest starting a game gets the login popup on that page', async ({
  page,
}) => {
  await page.goto(`${stack.examples}/affiliate-page/`);
  const games = page.locator('#lobbykit-games');
  await games.scrollIntoViewIfNeeded();
  await expect(games.getByRole('heading', { name: 'Hot games' })).toBeVisible();
  const start = games.getByRole('button', { name: /^Play / }).first();
  await expect(start).toBeVisible();

  await start.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/affiliate-page/');
});
