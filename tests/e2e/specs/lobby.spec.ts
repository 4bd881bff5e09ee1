import type { Page } from '@playwright/test';
import { openLoginPopup, submitLogin } from '../support/login';
import { expect, test } from '../support/test';

async function logIn(page: Page) {
  const dialog = await openLoginPopup(page);
  await submitLogin(dialog, 'demo01', 'Demo1234');
  await expect(dialog).toBeHidden();
}

/** An amount on screen (₱12,345.67) as a number. */
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

const headerBalance = async (page: Page) =>
  money((await page.locator('.lk-balance__amount').textContent()) ?? '');

test.describe('lobby and games', () => {
  test('R4.52 a guest who clicks a game gets the login popup', async ({ page }) => {
    await page.goto('/rng');
    await page
      .getByRole('button', { name: /^play /i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel(/username/i)).toBeVisible();
  });

  test('R2.12 /rng?vassalage=CQ9 shows only that vendor', async ({ page }) => {
    await page.goto('/rng?vassalage=CQ9');
    const cards = page.locator('[data-vendor]');
    await expect(cards.first()).toBeVisible();
    const vendors = await cards.evaluateAll((nodes) => [
      ...new Set(nodes.map((node) => node.getAttribute('data-vendor'))),
    ]);
    expect(vendors).toEqual(['CQ9']);
  });

  test('search finds a game by name among ~10,000', async ({ page }) => {
    await page.goto('/rng');
    const first = page.locator('[data-vendor]').first();
    await expect(first).toBeVisible();
    const name = (await first.getAttribute('data-name')) ?? '';
    await page.getByRole('searchbox').fill(name);
    await expect(page.locator(`[data-name="${name}"]`).first()).toBeVisible();
    // The grid settles on the search's answer: every card left matches the name searched for.
    const cards = page.locator('[data-vendor]');
    const settled = async () => {
      const names = await cards.evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('data-name') ?? ''),
      );
      return names.length > 0 && names.every((each) => each.toLowerCase().includes(name.toLowerCase()));
    };
    await expect.poll(settled).toBe(true);
  });

  test('R4.60 R4.64 a player hearts a game and still has it after a reload', async ({ page }) => {
    await page.goto('/');
    await logIn(page);
    await page.goto('/rng');
    const card = page.locator('[data-vendor]').nth(2);
    const name = (await card.getAttribute('data-name')) ?? '';
    const heart = card.getByRole('button', { name: /favourite/i });
    // The heart fills at once (R4.64) and the server hears of it after: reload once it has.
    const saved = page.waitForResponse((response) => response.url().includes('MCSFE_addFavoriteGameV2'));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await page.goto('/favorite');
    await expect(page.locator(`[data-name="${name}"]`)).toBeVisible();
  });

  test('R4.59 a player launches a slot, spins, and sees the header balance and the recent list change', async ({
    page,
  }) => {
    await page.goto('/');
    await logIn(page);
    await expect(page.locator('.lk-balance__amount')).toBeVisible();

    await page.goto('/rng');
    const card = page.locator('[data-vendor]').first();
    const name = (await card.getAttribute('data-name')) ?? '';
    await card.getByRole('button', { name: /^play /i }).click();
    const game = page.frameLocator('iframe[title]');
    await game.locator('#play').click();
    // The page disables Play for the round (bet, then settle) and enables it once it has settled.
    await expect(game.locator('#message')).not.toBeEmpty({ timeout: 15_000 });
    await expect(game.locator('#play')).toBeEnabled({ timeout: 15_000 });
    // The header follows the balance the round left (the game posts it; closing refreshes it too).
    const after = money((await game.locator('#balance').textContent()) ?? '');
    await expect.poll(() => headerBalance(page)).toBe(after);

    await page.getByRole('button', { name: /back/i }).first().click();
    await page.goto('/recent');
    await expect(page.locator(`[data-name="${name}"]`)).toBeVisible();
  });
});
