import { join } from 'node:path';
import { scrollToFooter } from '../support/footer';
import { expect, test } from '../support/test';

/** Screenshots for a person to look at, in tests/e2e/test-results whatever the working folder. */
const shot = (name: string) => join(test.info().project.outputDir, `side-menu-footer-${name}.png`);

/** Issue 14 from the player's side: the side menu, the footer and the language select's flags. */
for (const width of [360, 1440]) {
  test.describe(`side menu and footer at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 780 : 900 } });

    test('R2.59 R2.65 the menu opens from the header, lists its entries, Escape closes it and focus returns', async ({
      page,
    }) => {
      // What the toggle said when it first appeared: a press before a later correction would flip the
      // wrong way (the column hidden by the press meant to show it).
      await page.addInitScript(() => {
        new MutationObserver((_records, observer) => {
          const toggle = document.querySelector('header.site-header .site-header__menu');
          if (!toggle) return;
          document.documentElement.dataset.firstToggle = toggle.getAttribute('aria-expanded') ?? '';
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto('/');
      const toggle = page.locator('header.site-header').getByRole('button', { name: /^(Open|Close) menu$/ });
      await expect(page.locator('html')).toHaveAttribute(
        'data-first-toggle',
        width < 1024 ? 'false' : 'true',
      );
      // Phones start with the drawer closed, wide screens with the column shown (R2.65).
      if (width < 1024) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      else {
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await toggle.click(); // hide the column, then open it again as a player would
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      }
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu).toBeVisible();
      if (width < 1024) await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      // R2.59's entries, R2.60 referral on in the seed, the game categories (R2.31), R2.61, R2.62.
      // The seeded w_leftmenu banner (R2.67) is also a link named "Invite friends": the entry is
      // the one with its hint.
      await expect(menu.getByRole('link', { name: /^Invite friends Earn rewards/ })).toBeVisible();
      for (const name of ['Promotions', 'Point mall', 'Help center']) {
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Slots' })).toBeVisible();
      for (const name of ['iOS', 'iOS profile', 'Android']) {
        await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
      }
      for (const name of [/Live chat/, /Telegram/, /Messenger/, /WhatsApp/]) {
        await expect(menu.getByRole('link', { name }).first()).toBeVisible();
      }
      await expect(menu.getByRole('button', { name: /Customer service/ })).toBeVisible();

      // An app's QR code is drawn when asked for (R2.61).
      await menu.getByRole('button', { name: 'Android', exact: true }).click();
      await expect(menu.getByRole('img', { name: 'QR code to download the Android app' })).toBeVisible();

      if (width < 1024) {
        // Escape closes the drawer and gives the focus back to the toggle.
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
        await expect(toggle).toBeFocused();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
      }

      // Following an entry goes to its page (and closes the drawer on phones).
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('button', { name: 'Slots' })
        .click();
      await expect(page).toHaveURL(/\/rng$/);
      if (width < 1024) await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    });

    test('R2.68-R2.72 the footer shows its sections, the social links and the 18+ mark', async ({ page }) => {
      await page.goto('/');
      const footer = await scrollToFooter(page);
      for (const name of ['Products', 'Help', 'Contact', 'Follow us']) {
        await expect(footer.getByRole('navigation', { name })).toBeVisible();
      }
      await expect(footer.getByRole('link', { name: 'Slots' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toBeVisible();
      for (const name of ['Customer support', 'Feedback and complaints', 'Affiliate service']) {
        await expect(footer.getByRole('link', { name })).toBeVisible();
      }
      const social = footer.getByRole('navigation', { name: 'Follow us' }).getByRole('link');
      await expect(social).toHaveCount(6);
      await expect(footer.getByRole('img', { name: 'Players must be 18 or older' })).toHaveText('18+');
      await expect(
        footer.getByRole('region', { name: 'Game providers' }).getByRole('img').first(),
      ).toBeVisible();
      await expect(footer.getByRole('img', { name: /TCG_SEA/ })).toHaveCount(0);
      await footer.screenshot({ path: shot(`${width}-footer`), animations: 'disabled' });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot(`${width}-page`), fullPage: true, animations: 'disabled' });
    });

    test('R2.63 the language select shows SVG flags, never emoji', async ({ page }) => {
      await page.goto('/');
      await page
        .locator('header.site-header')
        .getByRole('button', { name: /^Language: English$/ })
        .click();
      const filipino = page.locator('header.site-header').getByRole('button', { name: /Filipino/ });
      await expect(filipino).toBeVisible();
      const flag = filipino.locator('.lk-country-flag > svg');
      await expect(flag).toBeVisible();
      // Drawn inline at the flag's box (not an <img>: each SVG image costs a document of its own).
      expect(await flag.evaluate((svg) => svg.getBoundingClientRect().width)).toBeGreaterThan(20);
      await expect(filipino.locator('img')).toHaveCount(0);
      expect(await filipino.textContent()).not.toMatch(/\p{Regional_Indicator}/u);
      await page.keyboard.press('Escape');
      if (width < 1024)
        await page.locator('header.site-header').getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await page.screenshot({ path: shot(`${width}-menu`), animations: 'disabled' });
    });
  });
}
