import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/** A visitor starts free play from the header and waits for the trial header. */
async function playForFree(page: Page) {
  await page.goto('/');
  await page
    .getByRole('button', { name: /try for free/i })
    .first()
    .click();
  await expect(page.locator('.lk-trial-badge').first()).toHaveText(/trial/i);
}

test.describe('trial (free) play', () => {
  test('R7.04 R4.05 a visitor plays for free, sees the trial header, and R4.53 a game asks them to register', async ({
    page,
  }) => {
    await playForFree(page);
    const account = page.getByRole('button', { name: /account menu/i });
    await expect(account).toContainText(/trial\d{8}/);
    // The trial credit (2,000.00) is the balance; Register stands where deposit and withdraw were.
    await expect(page.locator('.lk-balance__amount')).toHaveText(/2,000\.00/);
    await expect(page.getByRole('button', { name: /^register$/i }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(deposit|withdraw)$/i })).toHaveCount(0);

    await page.goto('/rng');
    await page
      .getByRole('button', { name: /^play /i })
      .first()
      .click();
    const prompt = page.getByRole('dialog', { name: 'Please register an account first' });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.locator('iframe[title]')).toHaveCount(0);
  });

  test('R5.40 R6.05 R8.28 a trial player opening /member gets the in_need_true_account warning and goes home', async ({
    page,
  }) => {
    await playForFree(page);
    await page.goto('/member');
    await expect(page.getByRole('dialog', { name: 'Please register an account first' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
