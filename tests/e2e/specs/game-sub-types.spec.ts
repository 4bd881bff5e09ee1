import AxeBuilder from '@axe-core/playwright';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

/**
 * Issue 14 item 9 from the player's side: a vendor's slots list offers the sub-types its games have
 * (R2.98) as filters, and the pages without the site's chrome (/seamless, R2.22) stay accessible.
 */
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

// fixme: no player path reaches a bingo vendor's popup on the seeded data, and none can be added
// without changing what the spec or other tests pin: the top navigation has no bingo entry (R2.29's
// list), the home's bingo section asks for gameClassify BG (R9.16), which answers the 24 bingo games
// and not the vendor entries, and the side menu's Bingo opens a vendor only when the category has
// one (R2.57, R2.58), while the seed gives it two (JL, BGS; games.test's R9.16 counts their 24 games).
// The widget test (vendor-games.test.tsx, R2.99) covers the popup's Bingo chip on TY and non-TY
// merchants, and the sdk test (game-sub-types.test.ts) the rule itself.
test.fixme("R2.99 a bingo vendor's popup offers the Bingo sub-type on the Philippines merchant (EN and TY)", async ({
  page,
}) => {
  // Opening a vendor's games is a player's (R4.52): the game navigation's Bingo vendors menu, JL.
  await signIn(page, 'demo01', 'Demo1234');
  await page.getByRole('button', { name: 'Show Bingo vendors' }).click();
  await page.getByRole('menuitem', { name: /^JL/ }).click();
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
