import { openLoginPopup, submitLogin } from '../support/login';
import { expect, test } from '../support/test';

test.describe('player site: log in and out', () => {
  test('R4.02 R4.04 R2.46 a demo player logs in, sees their account in the header, and R4.17-R4.21 signs out', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /register/i }).first()).toBeVisible();

    const dialog = await openLoginPopup(page);
    await submitLogin(dialog, 'demo01', 'Demo1234');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /demo player/i })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();

    await page.getByRole('button', { name: /demo player/i }).click();
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await confirm.getByRole('button', { name: /sign out|confirm|yes|ok/i }).click();

    await expect(page.getByRole('button', { name: /^log ?in$/i }).first()).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('ph');
    await expect(page).toHaveURL(/\/$/);
  });

  test('R2.02 /login opens the login popup over the home page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('R2.23 an anonymous visitor on /member is sent to /login', async ({ page }) => {
    await page.goto('/member');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('R4.10 an agent who logs in goes to /agentHome', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLoginPopup(page);
    await submitLogin(dialog, 'agent01', 'Agent1234');
    await expect(page).toHaveURL(/\/agentHome$/i);
    await expect(page.getByText('Agent One').first()).toBeVisible();
  });
});
