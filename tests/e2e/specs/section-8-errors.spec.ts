import { stack } from '../stack';
import {
  readAccountSettings,
  replaceAccountSettings,
  withAccountSettings,
} from '../support/account-settings';
import { openLoginPopup } from '../support/login';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

/**
 * Issue 14, spec section 8 from the player's side against the real platform server: each error
 * appears in words where it can happen, not only in a dictionary.
 */
test.describe('errors of spec section 8 where they happen', () => {
  test('R8.11 an SMS login whose module the operator switched off meanwhile says the operation is not allowed', async ({
    page,
  }) => {
    const restore = await withAccountSettings((settings) => ({
      ...settings,
      modules: { ...settings.modules, MOBILEVERCODELOGIN3: true },
    }));
    try {
      await page.goto('/');
      const dialog = await openLoginPopup(page);
      await dialog.getByRole('button', { name: 'Log in with an SMS code' }).click();
      await dialog.getByLabel('Mobile number').fill('09171234567');
      // The operator turns SMS login off while the page still offers it.
      const settings = await readAccountSettings();
      await replaceAccountSettings({
        ...settings,
        modules: { ...settings.modules, MOBILEVERCODELOGIN3: false },
      });
      await dialog.getByRole('button', { name: 'Send code' }).click();
      // The alert over the login popup (its heading) and the field's own message say it.
      await expect(
        page.getByRole('heading', {
          name: 'This operation is not allowed. Please contact customer service.',
        }),
      ).toBeVisible();
    } finally {
      await restore();
    }
  });

  test('R8.27 a game under maintenance says so and points to the popular games', async ({ page }) => {
    // A slot the seed put under maintenance, found as the lobby lists it.
    let down: { displayName: string; enabled: boolean } | undefined;
    for (let pageNo = 1; !down && pageNo <= 40; pageNo += 1) {
      const answer = await fetch(
        `${stack.api}/wps/relay/GCSGAME_gameList?gameType=RNG&isGame=GAME&pageSize=100&pageNo=${pageNo}`,
        { headers: { Merchant: 'ph' } },
      );
      const { games } = (await answer.json()).value as { games: { displayName: string; enabled: boolean }[] };
      down = games.find((game) => !game.enabled);
    }
    expect(down, 'the seed marks some slots under maintenance').toBeDefined();

    await signIn(page, 'demo01', 'Demo1234');
    await page.goto('/rng');
    await page.getByRole('searchbox').fill(down!.displayName);
    const card = page.locator(`[data-name="${down!.displayName}"]`).first();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: `Play ${down!.displayName}` }).click();
    await expect(
      page.getByRole('heading', { name: 'This game is under maintenance. Please try other popular games.' }),
    ).toBeVisible();
    await expect(page.locator('iframe[title]')).toHaveCount(0);
  });

  test('R8.13 a game window the player closes before the game came back asks to try again, and the frame stays', async ({
    page,
  }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await page.goto('/rng');
    const card = page.locator('[data-vendor]').first();
    await card.getByRole('button', { name: /^play /i }).click();
    await expect(page.locator('iframe[title]')).toBeVisible();

    // The window's own launch waits until the player has closed the window.
    let release: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wps/game/launchGame', async (route) => {
      await closed;
      await route.continue();
    });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Play in a new window' }).click();
    await (await popup).close();
    release();
    await expect(
      page.getByRole('heading', { name: 'The popup was closed before finishing. Please try again.' }),
    ).toBeVisible();
    await expect(page.locator('iframe[title]')).toBeVisible();
  });
});
