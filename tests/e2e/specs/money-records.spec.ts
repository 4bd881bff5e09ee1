import type { Locator, Page } from '@playwright/test';
import { openLoginPopup, submitLogin } from '../support/login';
import { expect, test } from '../support/test';

/** An amount on screen (₱12,345.67, -₱5.00) as whole cents, so sums never meet floating point. */
const cents = (text: string) => {
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return text.trim().startsWith('-') ? -value : value;
};

async function logIn(page: Page) {
  await page.goto('/');
  const dialog = await openLoginPopup(page);
  await submitLogin(dialog, 'demo01', 'Demo1234');
  await expect(dialog).toBeHidden();
}

const recordPage = (page: Page) => page.locator('section.lk-records');

/** Opens the betting record filtered to one game type and vendor, and answers its totals in cents. */
async function bettingTotals(page: Page, vendor: string) {
  await page.goto('/member?page=personalHistoryCopy');
  const record = recordPage(page);
  await expect(record.getByRole('heading', { name: 'Betting record' })).toBeVisible();
  const type = record.getByLabel('Game type');
  await expect(type.locator('option[value="RNG"]')).toHaveCount(1);
  await type.selectOption('RNG');
  const vendors = record.getByLabel('Vendor');
  await expect(vendors.locator(`option[value="${vendor}"]`)).toHaveCount(1);
  await vendors.selectOption(vendor);
  const totals = record.getByLabel('Totals for these days');
  await expect(totals).toBeVisible();
  await expect(record).toHaveAttribute('aria-busy', 'false');
  const fact = async (label: string) => cents((await figure(totals, label).textContent()) ?? '');
  return { stake: await fact('Stake'), validBet: await fact('Valid bet'), win: await fact('Win') };
}

const figure = (scope: Locator, label: string) =>
  scope
    .locator('.lk-fact')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test.describe('money: the betting record', () => {
  test('the betting record lists the demo game’s bets with correct totals of stake, valid bet and win', async ({
    page,
  }) => {
    const rounds = 3;
    await logIn(page);
    await page.goto('/rng');
    const card = page.locator('[data-vendor]').first();
    await expect(card).toBeVisible();
    const name = (await card.getAttribute('data-name')) ?? '';
    const vendor = (await card.getAttribute('data-vendor')) ?? '';

    const before = await bettingTotals(page, vendor);

    await page.goto('/rng');
    await page
      .locator(`[data-vendor][data-name="${name}"]`)
      .first()
      .getByRole('button', { name: /^play /i })
      .click();
    const game = page.frameLocator('iframe[title]');
    let staked = 0;
    let won = 0;
    for (let round = 0; round < rounds; round += 1) {
      await expect(game.locator('#play')).toBeEnabled({ timeout: 15_000 });
      const balance = cents((await game.locator('#balance').textContent()) ?? '');
      const stake = cents((await game.locator('#stake option:checked').textContent()) ?? '');
      await game.locator('#play').click();
      // Play is disabled for the round (bet, then settle) and enabled once it has settled.
      await expect(game.locator('#play')).toBeDisabled();
      await expect(game.locator('#play')).toBeEnabled({ timeout: 15_000 });
      const after = cents((await game.locator('#balance').textContent()) ?? '');
      staked += stake;
      // The balance moved by the win less the stake.
      won += after - balance + stake;
    }

    const totals = await bettingTotals(page, vendor);
    expect(totals.stake - before.stake).toBe(staked);
    expect(totals.validBet - before.validBet).toBe(staked);
    expect(totals.win - before.win).toBe(won);

    // Newest first: the rounds just played head the list, each under the game's name, settled.
    const rows = recordPage(page).locator('.lk-records__list > li');
    await expect(rows.first()).toBeVisible();
    for (let index = 0; index < rounds; index += 1) {
      const row = rows.nth(index);
      await expect(row.getByRole('heading')).toHaveText(name);
      await expect(row.locator('.lk-badge')).toHaveText('Settled');
    }
  });

  test('R9.43 the presets change the range the record asks for', async ({ page }) => {
    await logIn(page);
    await page.goto('/member?page=personalHistoryCopy');
    const record = recordPage(page);
    const presets = record.getByRole('group', { name: 'Quick ranges' });
    await expect(presets.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const days = (url: URL) =>
      (Date.parse(`${url.searchParams.get('endDate')}T00:00:00Z`) -
        Date.parse(`${url.searchParams.get('startDate')}T00:00:00Z`)) /
        86_400_000 +
      1;
    // The first load's 7-day request may still be on its way: wait for the one the preset sends.
    const asked = page.waitForRequest(
      (request) => request.url().includes('ODSFE2_MemBetRecords') && days(new URL(request.url())) === 30,
    );
    await presets.getByRole('button', { name: 'Previous 30 days' }).click();
    expect(days(new URL((await asked).url()))).toBe(30);
    await expect(presets.getByRole('button', { name: 'Previous 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
