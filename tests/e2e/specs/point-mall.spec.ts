import type { Page } from '@playwright/test';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

/** demo01's payment password in these runs: set once through the security center, as a player would. */
const PAYMENT_PASSWORD = '135790';

/** The points the mall's summary shows ("5,000 pts"). */
async function pointsShown(page: Page): Promise<number> {
  const text = await page.locator('.lk-pm-summary__value').textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** Sets demo01's payment password with the login password, unless a run already did. */
async function ensurePaymentPassword(page: Page) {
  await page.goto('/member?page=securityCenter');
  const security = page.locator('section[aria-labelledby="lk-mc-security-title"]');
  const set = security.getByRole('button', { name: 'Set', exact: true });
  await expect(security.getByRole('button', { name: /^(Set|Change)$/ }).first()).toBeVisible();
  if ((await set.count()) === 0) return;
  await set.click();
  await security.getByLabel('Login password').fill('Demo1234');
  await security.getByLabel('New payment password (6 digits)').fill(PAYMENT_PASSWORD);
  await security.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await security.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(security.getByText('Your payment password is saved.')).toBeVisible();
}

test.describe('points mall', () => {
  test('R2.21 R6.01 a visitor browses /pointMall: the rule, the rewards with cost and stock; Redeem asks to log in', async ({
    page,
  }) => {
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 2, name: 'Point mall' })).toBeVisible();
    await expect(
      page.getByText('Every ₱100.00 of valid bets earns 1 point. Points never expire.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: '₱50 bonus credit' })).toBeVisible();
    const vip = page.locator('li').filter({ has: page.getByRole('heading', { name: '₱250 VIP credit' }) });
    await expect(vip.getByText('Out of stock')).toBeVisible();
    await expect(vip.getByRole('button', { name: 'Redeem ₱250 VIP credit' })).toBeDisabled();
    // Case does not matter (the decision on route case).
    await page.goto('/pointmall');
    await page.getByRole('button', { name: 'Redeem ₱50 bonus credit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel(/username/i)).toBeVisible();
  });

  test('R7.62 R4.74 demo01 redeems a reward with the payment password: the points drop once and the redemption is In Process', async ({
    page,
  }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await ensurePaymentPassword(page);
    await page.goto('/pointMall');
    await expect(page.locator('.lk-pm-summary__value')).toHaveText(/\d pts/);
    const before = await pointsShown(page);
    expect(before).toBeGreaterThanOrEqual(500);

    const redeems: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/relay/passwordCheck/MCS2_redeemReward')) {
        redeems.push(request.method());
        // Encrypted: the payment password never travels in the clear.
        expect(request.postData() ?? '').not.toContain(PAYMENT_PASSWORD);
      }
    });
    const opener = page.getByRole('button', { name: 'Redeem ₱50 bonus credit' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Redeem ₱50 bonus credit' });
    await expect(dialog.getByText(`This costs 500 points.`)).toBeVisible();
    await dialog.getByLabel('Payment password (6 digits)').fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Redeem now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'redeemed' })).toContainText('In Process');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect.poll(() => pointsShown(page)).toBe(before - 500);
    expect(redeems).toEqual(['POST']);

    await page.getByRole('tab', { name: 'Redeem history' }).click();
    const first = page.locator('.lk-pm-row').first();
    await expect(first).toContainText('₱50 bonus credit');
    await expect(first).toContainText('In Process');

    // After a reload the points stay where they went: taken once.
    await page.reload();
    await expect.poll(() => pointsShown(page)).toBe(before - 500);
  });
});
