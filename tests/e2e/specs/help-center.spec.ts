import { scrollToFooter } from '../support/footer';
import { expect, test } from '../support/test';

/** Issue 14 from the player's side: the help center behind /help, its topics and the footer's links to them. */
test.describe('help center', () => {
  test('R2.04 R6.01 a visitor at /help sees the help center open on its first topic, over the home page', async ({
    page,
  }) => {
    await page.goto('/help');
    const dialog = page.getByRole('dialog', { name: 'Help center' });
    await expect(dialog).toBeVisible();
    const topics = dialog.getByRole('navigation', { name: 'Help topics' });
    for (const name of ['About us', 'Terms and conditions', 'Privacy policy', 'Responsible gaming', 'FAQ']) {
      await expect(topics.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(topics.getByRole('button', { name: 'About us' })).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('heading', { name: 'About us' })).toBeVisible();
    await expect(dialog.getByText(/online gaming lobby for players in the Philippines/)).toBeVisible();

    // The FAQ answers in the merchant's money; choosing it puts its key in the address.
    await topics.getByRole('button', { name: 'FAQ' }).click();
    await expect(dialog.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    await expect(dialog.getByText(/₱100\.00/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/help#faq$/);
  });

  test('R2.05 /help#term shows the terms, 18+ and all, and the operator HTML renders as formatting', async ({
    page,
  }) => {
    await page.goto('/help#term');
    const dialog = page.getByRole('dialog', { name: 'Help center' });
    await expect(dialog.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: '1. Eligibility' })).toBeVisible();
    await expect(dialog.locator('strong', { hasText: '18 years old' })).toBeVisible();
    await expect(
      dialog
        .getByRole('navigation', { name: 'Help topics' })
        .getByRole('button', { name: 'Terms and conditions' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test("the footer's Terms link opens the help center on the terms; closing it goes home and gives the focus back", async ({
    page,
  }) => {
    await page.goto('/');
    const footer = await scrollToFooter(page);
    const terms = footer.getByRole('link', { name: 'Terms and conditions' });
    await terms.click();
    await expect(page).toHaveURL(/\/help#term$/);
    const dialog = page.getByRole('dialog', { name: 'Help center' });
    await expect(dialog.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(terms).toBeFocused();
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('the help center fills the screen and its topics scroll sideways above the text', async ({
      page,
    }) => {
      await page.goto('/help#responsible');
      const dialog = page.getByRole('dialog', { name: 'Help center' });
      await expect(dialog.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
      // Read once the sheet has finished sliding in (a box read mid-way was 1.9 px low, CI 12:3x).
      await expect.poll(() => dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 360 });
      const box = await dialog.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(780);
      const nav = dialog.getByRole('navigation', { name: 'Help topics' });
      const navBox = (await nav.boundingBox())!;
      const heading = (await dialog.getByRole('heading', { name: 'Responsible gaming' }).boundingBox())!;
      expect(navBox.y).toBeLessThan(heading.y);
    });
  });

  test('in Filipino the help center speaks Filipino', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'TY'));
    await page.goto('/help#term');
    await expect(
      page
        .getByRole('dialog', { name: 'Help center' })
        .getByRole('heading', { name: 'Mga tuntunin at kundisyon' }),
    ).toBeVisible();
  });

  test('on the Bangladesh site in Bengali the help center speaks Bengali and counts in taka', async ({
    page,
  }) => {
    // The Bangladesh site, chosen as a player would: the region modal, then Bengali in the header.
    await page.goto('/');
    const header = page.locator('header.site-header');
    await header.getByRole('button', { name: /^Region: Philippines$/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Bangladesh/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTitle('Bangladesh')).toBeVisible();
    await header.getByRole('button', { name: /^Language: English$/ }).click();
    await header.getByRole('button', { name: /বাংলা/ }).click();
    await page.goto('/help#faq');
    const dialog = page.getByRole('dialog', { name: 'সহায়তা কেন্দ্র' });
    await expect(dialog.getByRole('heading', { name: 'সাধারণ জিজ্ঞাসা' })).toBeVisible();
    await expect(dialog.getByText(/৳100\.00/).first()).toBeVisible();
  });
});
