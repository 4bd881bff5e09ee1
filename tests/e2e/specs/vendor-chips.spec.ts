import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * Issue 13 item 7 from the player's side: a list centre's vendor chips are one row at every width,
 * exactly the 44 px the list holds for them while the menus load (so the grid under them does not
 * move), scrolling sideways, with a fade and an arrow on the side that has more, the chosen vendor
 * scrolled into view, and every chip reachable with Tab.
 */
const shot = (name: string) => join(test.info().project.outputDir, `vendor-chips-${name}.png`);

const chipRow = (page: Page) => page.locator('.lk-chip-row').first();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** Whether `inner` lies inside `outer` horizontally (1 px of rounding). */
const within = (inner: { x: number; width: number }, outer: { x: number; width: number }) =>
  inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;

for (const width of [360, 1440]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`R2.12 the vendor chips are one 44 px row that scrolls, its far side hinted (${width} px)`, async ({
      page,
    }) => {
      await page.goto('/rng');
      const all = page.getByRole('button', { name: 'All vendors' });
      await expect(all).toBeVisible();
      await expect(page.locator('[data-vendor]').first()).toBeVisible();
      const row = chipRow(page);
      const chips = row.locator('.lk-chip');
      expect(await chips.count()).toBeGreaterThan(2);
      expect((await box(row)).height).toBe(44);
      const tops = await chips.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
      expect(new Set(tops).size).toBe(1);
      const fits = await row.locator('fieldset').evaluate((list) => list.scrollWidth <= list.clientWidth);
      if (fits) await expect(row).not.toHaveAttribute('data-more-end');
      else {
        await expect(row).toHaveAttribute('data-more-end');
        await expect(row).not.toHaveAttribute('data-more-start');
        await page.screenshot({ path: shot(`${width}-list`), animations: 'disabled' });
        await row.locator('.lk-chip-row__more--end').click();
        await expect(row).toHaveAttribute('data-more-start');
      }
      await page.screenshot({ path: shot(`${width}-list-paged`), animations: 'disabled' });
    });

    test(`R2.12 R4.58 the chosen vendor is scrolled into view, and Tab reaches every chip (${width} px)`, async ({
      page,
    }) => {
      await page.goto('/rng');
      await expect(page.getByRole('button', { name: 'All vendors' })).toBeVisible();
      const names = await chipRow(page).locator('.lk-chip').allTextContents();
      const last = names.at(-1) ?? '';
      const chosen = page.getByRole('button', { name: last, exact: true });
      await chosen.click();
      await expect(chosen).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => within(await box(chosen), await box(chipRow(page)))).toBe(true);
      const vendorsShown = () =>
        page
          .locator('[data-vendor]')
          .evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute('data-vendor')))]);
      await expect.poll(async () => (await vendorsShown()).length).toBe(1);
      // Opened with the vendor chosen (R4.58: the link a vendor's menu entry makes), it starts in view.
      const [vassalage] = await vendorsShown();
      await page.goto(`/rng?vassalage=${vassalage}`);
      await expect(chosen).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => within(await box(chosen), await box(chipRow(page)))).toBe(true);
      await page.screenshot({ path: shot(`${width}-chosen-last`), animations: 'disabled' });

      const first = page.getByRole('button', { name: 'All vendors' });
      await first.focus();
      for (const name of names.slice(1)) {
        await page.keyboard.press('Tab');
        const chip = page.getByRole('button', { name, exact: true });
        await expect(chip).toBeFocused();
        await expect.poll(async () => within(await box(chip), await box(chipRow(page)))).toBe(true);
      }
      await page.screenshot({ path: shot(`${width}-keyboard-end`), animations: 'disabled' });
    });
  });
}
