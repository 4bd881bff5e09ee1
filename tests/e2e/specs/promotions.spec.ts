import type { Locator, Page } from '@playwright/test';
import { stack } from '../stack';
import { amountOf, headerBalance, registerNewPlayer, signIn } from '../support/money';
import { playThroughTurnover } from '../support/play-through';
import { expect, test } from '../support/test';

const CHALLENGE = 'Weekly turnover challenge';

/** A promotion's card on /promotions, found by its title link. */
const cardOf = (page: Page, title: string) =>
  page.locator('li').filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** How far the progress bar says the turnover is, 0 to 100. */
const progressOf = async (card: Locator) =>
  Number(await card.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow'));

/** A claim sent straight to the API, as a replayed or forged request would be, with a new requestId. */
async function claimAgain(page: Page, code: string) {
  const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
  const headers = { 'content-type': 'application/json', Merchant: 'ph', Authorization: token };
  const list = (await (await fetch(`${stack.api}/wps/promotions/list`, { headers })).json()) as {
    value: { id: number; code: string }[];
  };
  const id = list.value.find((promotion) => promotion.code === code)?.id;
  const response = await fetch(`${stack.api}/wps/relay/MCS2_claimPromotion`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id, requestId: `e2e-again-${Date.now()}` }),
  });
  return (await response.json()) as { success: boolean; errorCode?: string; messageKey?: string };
}

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

  test('R4.75 R2.101 a new player joins a turnover promotion, plays the demo slot until the bar is full, claims in the reward center once: balance up once', async ({
    page,
  }) => {
    // A fresh player, so the weekly challenge is theirs alone whatever ran before.
    test.setTimeout(180_000);
    await registerNewPlayer(page);
    await page.goto('/promotions');
    const card = cardOf(page, CHALLENGE);
    await card.getByRole('button', { name: `Join: ${CHALLENGE}` }).click();
    await expect(card.getByRole('status')).toHaveText(/You joined/);
    // A state to read, nothing to press: the card says it is counting, from nothing yet.
    await expect(card.getByText(/^(Joined|In progress)$/)).toBeVisible();
    expect(await progressOf(card)).toBe(0);

    // Part of the ₱10,000: the bar shows how far.
    await playThroughTurnover(page, 4_000);
    await page.reload();
    await expect.poll(() => progressOf(card)).toBe(40);
    await expect(card.getByText('In progress', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Claim: ${CHALLENGE}` })).toHaveCount(0);

    // The rest: the bar is full and the bonus waits.
    await playThroughTurnover(page, 6_000);
    await page.reload();
    await expect.poll(() => progressOf(card)).toBe(100);
    await expect(card.getByRole('button', { name: `Claim: ${CHALLENGE}` })).toBeVisible();

    // R2.101: the reward center lists as many things to claim as its red counter counts.
    await page.goto('/member?page=rewardCenter');
    const claimButtons = page.getByRole('button', { name: /^Claim / });
    const challengeClaim = page.getByRole('button', { name: `Claim ${CHALLENGE}` });
    await expect(challengeClaim).toBeVisible();
    const link = page.getByRole('link', { name: /Reward center/ });
    const counter = link.locator('.lk-mc-counter [aria-hidden="true"]');
    await expect(counter).toHaveText(/^\d+$/);
    const counted = Number(await counter.textContent());
    await expect(claimButtons).toHaveCount(counted);

    const before = await headerBalance(page);
    const claims: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wps/relay/MCS2_claimPromotion')) claims.push(request.method());
    });
    await challengeClaim.click();
    await expect(page.getByRole('status').filter({ hasText: 'was added to your balance' })).toHaveText(
      '₱388.00 was added to your balance.',
    );
    await expect(challengeClaim).toHaveCount(0);
    // The header takes the new balance by itself, the bonus once; the counter follows the list.
    await expect
      .poll(async () => amountOf(await page.locator('.lk-balance__amount').textContent()))
      .toBeCloseTo(before + 388, 2);
    expect(claims).toEqual(['POST']);
    await expect(claimButtons).toHaveCount(counted - 1);
    if (counted - 1 > 0) await expect(counter).toHaveText(String(counted - 1));
    else await expect(counter).toHaveCount(0);

    // A second claim is absent on the page and refused by the server; the balance stays.
    expect(await claimAgain(page, 'weekly-turnover')).toMatchObject({
      success: false,
      errorCode: 'conflict',
      messageKey: 'promotion_already_claimed',
    });
    await page.goto('/promotions');
    await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Claim: ${CHALLENGE}` })).toHaveCount(0);
    expect(await headerBalance(page)).toBeCloseTo(before + 388, 2);
  });
});
