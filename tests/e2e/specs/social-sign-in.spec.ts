import type { Page } from '@playwright/test';
import { stack } from '../stack';
import { openLoginPopup } from '../support/login';
import { expect, test } from '../support/test';

/** At the demo provider (it plays Google and Facebook offline): sign in and allow. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^${stack.openid}/interaction/`));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
}

test.describe('social sign-in against the local provider (R4.14, R4.15)', () => {
  test('R4.15 a new player signs in with Google and lands on the site logged in, the header showing them', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openLoginPopup(page);
    await dialog.getByRole('button', { name: 'Log in with Google' }).click();
    await signInAtProvider(page, 'ana@demo.lobbykit.test');

    // Back on the site: the code is handed on once, the address loses it, the login closes.
    await expect(page.getByRole('button', { name: /Ana Santos/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(`${stack.site}/`);
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();

    // A reload keeps the session and does not replay the spent code.
    await page.reload();
    await expect(page.getByRole('button', { name: /Ana Santos/ })).toBeVisible();
  });

  test('R4.14 a player signs in with Facebook the same way', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('dialog').getByRole('button', { name: 'Log in with Facebook' }).click();
    await signInAtProvider(page, 'rahim@demo.lobbykit.test');
    await expect(page.getByRole('button', { name: /Rahim Uddin/ })).toBeVisible();
  });

  test('R4.15 a partner page signs the player in with Google through the loader and comes back to itself', async ({
    page,
  }) => {
    await page.goto(`${stack.examples}/affiliate-page/`);
    await page.locator('#lobbykit-login').getByRole('button', { name: 'Log in with Google' }).click();
    await signInAtProvider(page, 'ana@demo.lobbykit.test');
    await expect(page).toHaveURL(`${stack.examples}/affiliate-page/`);
    await expect(page.locator('#lobbykit-header').getByRole('button', { name: /Ana Santos/ })).toBeVisible();
  });

  test('R4.15 a sign-in cancelled at the provider comes back to the login with the reason, nobody logged in', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openLoginPopup(page);
    await dialog.getByRole('button', { name: 'Log in with Google' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stack.openid}/interaction/`));
    await page.getByRole('button', { name: 'Cancel' }).click();

    const back = page.getByRole('dialog');
    await expect(back.getByText('The sign-in could not be completed. Please try again.')).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]state=/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
