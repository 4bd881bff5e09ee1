import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

/**
 * Issue 14 item 9 from the player's side: a vendor's slots list offers the sub-types its games have
 * (R2.98) as filters, and the pages without the site's chrome (/seamless, R2.22) stay accessible.
 */
/** Screenshots for a person to look at, in tests/e2e/test-results. */
const shot = (name: string) => join(test.info().project.outputDir, `game-sub-types-${name}.png`);

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: import('@playwright/test').Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target),
    }));
}

test.use({ viewport: { width: 1440, height: 900 } });

test('R2.98 /rng?vassalage=CQ9 offers its sub-types, and choosing one lists only those games', async ({
  page,
}) => {
  await page.goto('/rng?vassalage=CQ9');
  const types = page.getByRole('group', { name: 'Game types' });
  await expect(types.getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true');
  const names = await types.getByRole('button').allTextContents();
  // The seed gives CQ9 slots of every slot sub-type, in the spec's order; bingo is a category of its own.
  expect(names).toEqual(['All types', 'Scratch', 'Video poker', 'Jackpot', 'Table games', 'Arcade']);

  const count = page.locator('.lk-list__count');
  await expect(count).toBeVisible();
  const before = await count.textContent();
  const asked = page.waitForRequest((request) => request.url().includes('gameClassify=JP'));
  await types.getByRole('button', { name: 'Jackpot' }).click();
  await asked;
  await expect(types.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'true');
  await expect(count).not.toHaveText(before ?? '');
  expect(await seriousViolations(page)).toEqual([]);
});

test('R2.22 /seamless has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/seamless');
  await expect(page.locator('[data-vendor]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

// The side menu's Bingo (after Live, R2.32) has two vendors (JL, BGS) and no page of its own: its
// click opens the vendors as the header's drop-down does (R2.55), and a vendor opens its popup list.
test("R2.99 a bingo vendor's popup offers the Bingo sub-type on the Philippines merchant (EN and TY)", async ({
  page,
}) => {
  // Opening a vendor's games is a player's (R4.52): the side menu's Bingo vendors menu, JL.
  await signIn(page, 'demo01', 'Demo1234');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const bingo = menu.getByRole('button', { name: 'Bingo', exact: true });
  await bingo.click();
  await expect(bingo).toHaveAttribute('aria-expanded', 'true');
  const vendors = page.getByRole('menu', { name: 'Bingo' });
  await expect(vendors.getByRole('menuitem')).toHaveCount(2);
  // Keyboard: the first vendor has the focus; the arrows move through the list.
  await expect(vendors.getByRole('menuitem', { name: /^JL/ })).toBeFocused();
  await page.screenshot({ path: shot('1440-bingo-vendors'), animations: 'disabled' });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog');
  const types = popup.getByRole('group', { name: 'Game types' });
  await expect(types.getByRole('button', { name: 'Bingo' })).toBeVisible();
  expect(await types.getByRole('button').allTextContents()).toEqual(['All types', 'Bingo']);
  const asked = page.waitForRequest((request) => request.url().includes('gameClassify=BG'));
  await types.getByRole('button', { name: 'Bingo' }).click();
  await asked;
  await expect(types.getByRole('button', { name: 'Bingo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(popup.locator('[data-vendor="JL"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// R2.99's other half: the Bangladesh merchant speaks EN and BN, no TY, so the same bingo vendor's
// popup lists its games with no Bingo sub-type to choose.
test("R2.99 a bingo vendor's popup offers no Bingo sub-type on the Bangladesh merchant (EN and BN, no TY)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('merchantCode', 'bd');
    localStorage.setItem('lang', 'EN');
  });
  await signIn(page, 'bdplayer01', 'Demo1234');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const bingo = menu.getByRole('button', { name: 'Bingo', exact: true });
  await bingo.click();
  const vendors = page.getByRole('menu', { name: 'Bingo' });
  await expect(vendors.getByRole('menuitem')).toHaveCount(2);
  const answered = page.waitForResponse((response) => response.url().includes('GCSGAME_getVassGameType'));
  await vendors.getByRole('menuitem', { name: /^JL/ }).click();
  // The vendor has bingo games (BG) on this merchant too: only the language rule keeps the chip away.
  expect(JSON.stringify(await (await answered).json())).toContain('"BG"');
  const popup = page.getByRole('dialog');
  // The vendor's games are listed (the popup has loaded), and no sub-type is offered: BG is its only one.
  await expect(popup.locator('[data-vendor="JL"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup.getByRole('button', { name: 'Bingo', exact: true })).toHaveCount(0);
  await expect(popup.getByRole('group', { name: 'Game types' })).toHaveCount(0);
  await page.screenshot({ path: shot('1440-bd-bingo-popup'), animations: 'disabled' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("R2.55 R4.52 the drawer's Bingo opens its vendors in place; a guest choosing one is asked to log in", async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('header.site-header').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const bingo = drawer.getByRole('button', { name: 'Bingo', exact: true });
    await bingo.click();
    const vendors = drawer.getByRole('menu', { name: 'Bingo' });
    await expect(vendors.getByRole('menuitem')).toHaveCount(2);
    await expect(drawer).toBeVisible();
    await page.screenshot({ path: shot('360-bingo-vendors'), animations: 'disabled' });
    expect(await seriousViolations(page)).toEqual([]);
    // Escape closes the list only, back on its entry; the drawer stays open.
    await page.keyboard.press('Escape');
    await expect(vendors).toHaveCount(0);
    await expect(bingo).toBeFocused();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Enter');
    await vendors.getByRole('menuitem', { name: /^BGS/ }).click();
    await expect(drawer).toHaveCount(0);
    await expect(
      page
        .getByRole('dialog')
        .getByLabel(/password/i)
        .first(),
    ).toBeVisible();
  });
});
