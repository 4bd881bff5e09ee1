import type { Locator, Page } from '@playwright/test';
import { scrollToFooter } from '../support/footer';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

/**
 * Issue 14: every path of spec section 2's client routes (R2.01-R2.33) visited in a real browser,
 * each checked for what the spec says it shows: its page or modal, and whether the footer and the
 * side menu are there. A wide screen, where the side menu is a column (R2.65 starts it shown).
 */
test.use({ viewport: { width: 1440, height: 900 } });

const widget = (page: Page, name: string): Locator => page.locator(`[data-lk-widget="${name}"]`);
const footer = (page: Page) => widget(page, 'site-footer');
const sideMenu = (page: Page) => widget(page, 'side-menu');
const topNav = (page: Page) => page.getByRole('navigation', { name: 'Game categories' });

/** The home page: its widgets in place, with the header, the side menu and the footer around it. */
async function expectHome(page: Page, chrome: { footer: boolean; sideMenu: boolean }) {
  await expect(widget(page, 'winners-board')).toHaveCount(1);
  await expect(widget(page, 'game-grid')).toHaveCount(1);
  await expect(page.getByRole('banner')).toBeVisible();
  await expectChrome(page, chrome);
}

async function expectChrome(page: Page, chrome: { footer: boolean; sideMenu: boolean }) {
  await expect(footer(page)).toHaveCount(chrome.footer ? 1 : 0);
  await expect(sideMenu(page)).toHaveCount(chrome.sideMenu ? 1 : 0);
  await expect(topNav(page)).toHaveCount(chrome.sideMenu ? 1 : 0);
  if (chrome.footer) {
    await expect(await scrollToFooter(page)).toBeVisible();
  }
  if (chrome.sideMenu) await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

const withChrome = { footer: true, sideMenu: true };

test.describe('route sweep for a guest (R2.01-R2.33)', () => {
  for (const path of ['', '/', '/index', '/index.html', '/home']) {
    test(`R2.01 R2.28 ${JSON.stringify(path)} shows the home page with the footer and the side menu`, async ({
      page,
    }) => {
      await page.goto(path || '/');
      await expectHome(page, withChrome);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('R2.01 R2.02 /login shows the home page under the login popup', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/username/i)).toBeVisible();
    await expect(dialog.getByLabel(/^password$/i)).toBeVisible();
    await expect(widget(page, 'game-grid')).toHaveCount(1);
  });

  test('R2.01 R2.03 /register shows the home page under the registration modal', async ({ page }) => {
    await page.goto('/register');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel(/confirm password/i)).toBeVisible();
    await expect(widget(page, 'game-grid')).toHaveCount(1);
  });

  test('R2.01 R2.04 /help shows the home page under the help center, open on its first topic', async ({
    page,
  }) => {
    await page.goto('/help');
    const dialog = page.getByRole('dialog', { name: 'Help center' });
    await expect(dialog.getByRole('heading', { name: 'About us' })).toBeVisible();
    await expect(widget(page, 'game-grid')).toHaveCount(1);
  });

  test('R2.05 /help#term opens the help center on the terms', async ({ page }) => {
    await page.goto('/help#term');
    const dialog = page.getByRole('dialog', { name: 'Help center' });
    await expect(dialog.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  });

  test('R2.06 R2.08 /agent shows the agent login, without the side menu, header or footer', async ({
    page,
  }) => {
    await page.goto('/agent');
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
    await expect(page.locator('header.site-header')).toHaveCount(0);
    await expectChrome(page, { footer: false, sideMenu: false });
  });

  test('R2.07 R2.08 R2.23 /agentHome sends a guest to the agent login', async ({ page }) => {
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agent$/);
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  for (const path of [
    '/member',
    '/favorite',
    '/recent',
    '/lottery',
    '/seaLottery',
    '/vnLottery',
    '/lottert',
  ]) {
    test(`R2.09 R2.13 R2.15 R2.23 ${path} sends a guest to /login with the login popup`, async ({ page }) => {
      await page.goto(`${path}?gameCode=X`);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('dialog').getByLabel(/username/i)).toBeVisible();
    });
  }

  for (const [path, category] of [
    ['/sports', 'Sports'],
    ['/esports', 'E-sports'],
    ['/lott', 'Lottery'],
    ['/elott', 'E-lottery'],
  ] as const) {
    test(`R2.10 ${path} is the ${category} game centre, its vendors shown`, async ({ page }) => {
      await page.goto(path);
      await expect(widget(page, 'game-grid')).toHaveCount(1);
      await expect(topNav(page).getByRole('button', { name: category, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(
        widget(page, 'game-grid')
          .getByRole('button', { name: /^Open / })
          .first(),
      ).toBeVisible();
      await expectChrome(page, withChrome);
    });
  }

  for (const [path, category] of [
    ['/live', 'Live casino'],
    ['/fish', 'Fishing'],
    ['/rng', 'Slots'],
    ['/pvp', 'Arcade PVP'],
    ['/hot', 'Hot games'],
  ] as const) {
    test(`R2.11 ${path} is the ${category} game list, its games shown`, async ({ page }) => {
      await page.goto(path);
      await expect(topNav(page).getByRole('button', { name: category, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(widget(page, 'game-grid').locator('[data-name]').first()).toBeVisible();
      await expectChrome(page, withChrome);
    });
  }

  test('R2.12 /rng?vassalage=CQ9 lists only that vendor', async ({ page }) => {
    await page.goto('/rng?vassalage=CQ9');
    const cards = widget(page, 'game-grid').locator('[data-vendor]');
    await expect(cards.first()).toBeVisible();
    const vendors = await cards.evaluateAll((all) => all.map((card) => card.getAttribute('data-vendor')));
    expect(new Set(vendors)).toEqual(new Set(['CQ9']));
  });

  test('R2.18 R2.19 R2.20 /promotions shows the promotions, a #hash opens one with a way back to the list', async ({
    page,
  }) => {
    await page.goto('/promotions');
    await expect(page.getByRole('tablist', { name: 'Promotion types' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Welcome gift', exact: true })).toBeVisible();
    await page.goto('/promotions#daily-check-in');
    await expect(page.getByRole('heading', { level: 2, name: 'Daily check-in' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expectChrome(page, withChrome);
  });

  test('R2.21 /pointMall shows the points mall', async ({ page }) => {
    await page.goto('/pointMall');
    await expect(widget(page, 'point-mall')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Point mall' })).toBeVisible();
    await expectChrome(page, withChrome);
  });

  test('R2.22 R2.27 /seamless is a page with no footer and no side menu', async ({ page }) => {
    await page.goto('/seamless');
    await expectHome(page, { footer: false, sideMenu: false });
  });

  test('R2.29 R2.30 R2.33 the top navigation lists home, promotions and the categories with vendors, in the spec order', async ({
    page,
  }) => {
    await page.goto('/');
    // toHaveText waits for the categories the navigation loads.
    await expect(topNav(page).locator('.lk-nav__link')).toHaveText([
      'Home',
      'Promotions',
      'E-lottery',
      'Lottery',
      'Live casino',
      'Sports',
      'Fishing',
      'Slots',
      'Arcade PVP',
      'E-sports',
      'Hot games',
    ]);
  });

  test('R2.31 R2.32 R2.33 the side menu nav is Home and the categories, Bingo after Live and E-sports after Sports', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Bingo' })).toBeVisible();
    const names = (await menu.getByRole('button').allTextContents()).map((name) => name.trim());
    const at = (name: string) => names.indexOf(name);
    expect(at('Live casino')).toBeGreaterThanOrEqual(0);
    expect(at('Bingo')).toBe(at('Live casino') + 1);
    expect(at('Sports')).toBeGreaterThanOrEqual(0);
    expect(at('E-sports')).toBe(at('Sports') + 1);
  });
});

test.describe('route sweep for a signed-in player (R2.09-R2.27)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'demo01', 'Demo1234');
  });

  test('R2.09 R2.28 /member shows the member area, with the footer and the side menu', async ({ page }) => {
    await page.goto('/member');
    await expect(page.getByRole('navigation', { name: 'Member center pages' })).toBeVisible();
    await expectChrome(page, withChrome);
  });

  test('R2.13 /favorite and /recent open the account game lists', async ({ page }) => {
    for (const [path, category] of [
      ['/favorite', 'Favourites'],
      ['/recent', 'Recent games'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(widget(page, 'game-grid').getByRole('heading', { name: category })).toBeVisible();
      await expectChrome(page, withChrome);
    }
  });

  test('R2.14 R2.16 R2.28 /lottery?gameCode= shows its lottery lobby with no footer, the side menu kept', async ({
    page,
  }) => {
    await page.goto('/lottery?gameCode=TCG-LOTT');
    await expect(page).toHaveURL(/\/lottery\?gameCode=/);
    await expect(widget(page, 'lottery-lobby')).toHaveCount(1);
    await expectChrome(page, { footer: false, sideMenu: true });
  });

  for (const path of ['/seaLottery', '/vnLottery', '/lottert', '/sealottery', '/vnlottery']) {
    test(`R2.14 R2.16 R2.17 R2.27 ${path}?gameCode= shows its lottery lobby with no footer and no side menu`, async ({
      page,
    }) => {
      await page.goto(`${path}?gameCode=X`);
      await expect(page).toHaveURL(new RegExp(`${path}\\?gameCode=X$`));
      await expect(widget(page, 'lottery-lobby')).toHaveCount(1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectChrome(page, { footer: false, sideMenu: false });
    });
  }

  test('R2.22 R2.27 /seamless keeps the footer and the side menu hidden for a player too', async ({
    page,
  }) => {
    await page.goto('/seamless');
    await expectHome(page, { footer: false, sideMenu: false });
  });

  test('R2.24 R2.25 after a navigation the loading cover is hidden and the page is at the top', async ({
    page,
  }) => {
    await page.goto('/rng');
    await expect(widget(page, 'game-grid').locator('[data-name]').first()).toBeVisible();
    await page.mouse.wheel(0, 1500);
    // The wheel scrolls smoothly: the player clicks once the page has come to rest.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const before = window.scrollY;
          await new Promise((resolve) => setTimeout(resolve, 200));
          return before > 500 && window.scrollY === before;
        }),
      )
      .toBe(true);
    await topNav(page).getByRole('button', { name: 'Live casino', exact: true }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('.loading-cover')).toHaveClass(/loading-cover--hidden/);
  });
});

test('R2.07 R2.08 agent01 reaches /agentHome: the agent center, without the side menu, header or footer', async ({
  page,
}) => {
  await page.goto('/agent');
  const card = page.locator('.agent-login');
  await card.getByLabel(/username/i).fill('agent01');
  await card.getByLabel(/^password$/i).fill('Agent1234');
  await card.getByRole('checkbox').last().check();
  await card.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/agentHome$/i);
  await expect(page.getByText('Agent One').first()).toBeVisible();
  // The agent center's own header only, not the player site's.
  await expect(page.locator('header.site-header')).toHaveCount(0);
  await expectChrome(page, { footer: false, sideMenu: false });
});
