import { setSystemStatus } from '../support/admin';
import { expect, test } from '../support/test';

test.describe('startup screens', () => {
  test.afterEach(async () => {
    await setSystemStatus(0);
  });

  test('R2.35 status 1 shows the maintenance page with its title, info and customer service', async ({
    page,
  }) => {
    await setSystemStatus(1, { title: 'Scheduled maintenance', info: 'We are back at 14:00.' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Scheduled maintenance' })).toBeVisible();
    await expect(page.getByText('We are back at 14:00.')).toBeVisible();
    await expect(page.getByRole('button', { name: /customer service/i })).toBeVisible();
  });

  test('R2.36 status 2 shows the region-blocked page with the visitor IP', async ({ page }) => {
    await setSystemStatus(2);
    await page.goto('/');
    await expect(page.getByTestId('visitor-ip')).toHaveText('127.0.0.1');
    await expect(page.getByRole('button', { name: /customer service/i })).toBeVisible();
  });

  test('R2.34 status 0 shows the normal site', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^log ?in$/i }).first()).toBeVisible();
  });
});
