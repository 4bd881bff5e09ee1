import { amountOf, headerBalance, signIn } from '../support/money';
import { expect, test } from '../support/test';

test.describe('promotions', () => {
  test('R2.18 R2.19 R2.20 R2.29 R3.37 R6.01 a visitor browses the promotions by type, opens one by its hash and goes back', async ({
    page,
  }) => {
    await page.goto('/');
    // R2.29: the top navigation leads to the promotions.
    await page.getByRole('button', { name: 'Promotions', exact: true }).first().click();
    await expect(page).toHaveURL(/\/promotions$/);
    const types = page.getByRole('tablist', { name: 'Promotion types' });
    await expect(types.getByRole('tab')).toHaveText([
      'All',
      'Newbie',
      'Limited',
      'Special offer',
      'Daily',
      'High rebate',
      'VIP',
    ]);
    await expect(page.getByRole('link', { name: 'Welcome gift', exact: true })).toBeVisible();

    await types.getByRole('tab', { name: 'Daily' }).click();
    await expect(types.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Daily check-in', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Welcome gift', exact: true })).toHaveCount(0);

    await page.getByRole('link', { name: 'Details of Daily check-in' }).click();
    await expect(page).toHaveURL(/\/promotions#daily-check-in$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Daily check-in' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Terms and conditions' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(types).toBeVisible();

    // The browser's Back returns to the detail the hash named.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Daily check-in' })).toBeVisible();

    // R2.19: a link straight to a promotion opens it.
    await page.goto('/promotions#welcome-gift');
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome gift' })).toBeVisible();

    // R6.01: a guest who presses a promotion's button is asked to log in.
    await page.getByRole('button', { name: /: Welcome gift$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel(/username/i)).toBeVisible();
  });

  test('R4.75 demo01 claims the welcome gift: the card turns Claimed and the header balance rises once', async ({
    page,
  }) => {
    await signIn(page, 'demo01', 'Demo1234');
    const before = await headerBalance(page);
    await page.getByRole('button', { name: 'Promotions', exact: true }).first().click();
    await expect(page).toHaveURL(/\/promotions$/);

    const claims: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/relay/MCS2_claimPromotion')) claims.push(request.method());
    });
    const card = page
      .locator('li')
      .filter({ has: page.getByRole('link', { name: 'Welcome gift', exact: true }) });
    await card.getByRole('button', { name: 'Claim: Welcome gift' }).click();
    await expect(card.getByRole('status')).toHaveText(/₱38\.00 was added to your balance\./);
    await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Claim: Welcome gift' })).toHaveCount(0);

    // The header reloads the balance by itself after the claim, once: the gift, not twice the gift.
    await expect
      .poll(async () => amountOf(await page.locator('.lk-balance__amount').textContent()))
      .toBeCloseTo(before + 38, 2);
    expect(claims).toEqual(['POST']);
    expect(await headerBalance(page)).toBeCloseTo(before + 38, 2);

    // After a reload the promotion stays claimed and the balance where it was.
    await page.reload();
    await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
    expect(await headerBalance(page)).toBeCloseTo(before + 38, 2);
  });
});
