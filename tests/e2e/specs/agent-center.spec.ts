import type { Locator, Page } from '@playwright/test';
import { stack } from '../stack';
import { submitLogin } from '../support/login';
import { expect, test } from '../support/test';

/** R2.108 in the navigation's order (R2.110-R2.114 pages, the merchant offering all four kinds). */
const NAV = [
  'Deposit',
  'Withdraw',
  'Announcements',
  'Team overview',
  'Register account',
  'Team management',
  'Team betting',
  'User loss',
  'My income',
  'Account details',
  'Dividend record',
  'Daily wage',
  'Hourly salary',
  'Real-time salary',
  'Platform messages',
  'Customer service',
];

async function agentSignIn(page: Page) {
  await page.goto('/agent');
  await submitLogin(page.locator('.agent-login'), 'agent01', 'Agent1234');
  await expect(page).toHaveURL(/\/agentHome/i);
}

const nav = (root: Page | Locator) => root.getByRole('navigation', { name: 'Agent center pages' });

/** Opens every page of the navigation and checks each one's chunk arrived and drew something. */
async function openEveryPage(root: Page | Locator, page: Page) {
  await expect(nav(root).getByRole('link')).toHaveText(NAV);
  for (const label of NAV) {
    const menu = root.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    await nav(root).getByRole('link', { name: label, exact: true }).click();
    // The shell's panel, named for the page, around the page's own section of the same name.
    const panel = root.getByRole('region', { name: label, exact: true }).first();
    await expect(panel).toBeVisible();
    await expect(panel.locator('[aria-busy="true"]').first()).toHaveCount(0, { timeout: 15_000 });
    await expect(panel).not.toContainText('This page could not be loaded');
    await expect(panel).not.toBeEmpty();
    await expect(nav(root).getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  return page;
}

test.describe('agent center on the player site', () => {
  test('R2.06 R6.11 R2.104-R2.110 agent01 signs in at /agent, lands on /agentHome and opens every page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await agentSignIn(page);
    const header = page.getByRole('banner');
    await expect(header).toContainText('GMT+8');
    await expect(header).toContainText('Agent One');
    // R2.105: the clock moves on by the second.
    const clock = header.locator('time');
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
    // R2.08: none of the player site's chrome around it.
    await expect(page.locator('.site-header, .site-footer, .site__nav')).toHaveCount(0);
    // R2.115, R9.44
    await expect(page.getByRole('contentinfo')).toContainText('Monday to Friday, 12:00 to 21:00');
    await expect(page.getByRole('contentinfo')).toContainText('© 2022');
    await openEveryPage(page, page);
    await expect(page).toHaveURL(/\/agentHome\?page=customerService$/i);
  });

  test('R2.06 a signed-in agent opening /agent goes straight to /agentHome; R2.117 sign-out ends on /agent', async ({
    page,
  }) => {
    await agentSignIn(page);
    await page.goto('/agent');
    await expect(page).toHaveURL(/\/agentHome$/i);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/agent$/i);
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('R2.116 a player on /agentHome is sent to the agent login', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /^log ?in$/i })
      .first()
      .click();
    await submitLogin(page.getByRole('dialog'), 'demo01', 'Demo1234');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/agentHome');
    await expect(page).toHaveURL(/\/agent$/i);
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
  });

  test('at 360 px the navigation sits behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await agentSignIn(page);
    await expect(nav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav(page)).toBeVisible();
    await nav(page).getByRole('link', { name: 'Team overview' }).click();
    await expect(nav(page)).toBeHidden();
    await expect(page.getByRole('region', { name: 'Team overview' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('agent center on a desktop', () => {
  test('at 1440 px the navigation stays beside every page, with no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await agentSignIn(page);
    for (const label of ['Team overview', 'Daily wage']) {
      await nav(page).getByRole('link', { name: label, exact: true }).click();
      await expect(page.getByRole('region', { name: label, exact: true }).first()).toBeVisible();
      // A page's own sheet, adopted after the shell's, must not bring the menu button back.
      await expect(nav(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    }
  });
});

test.describe('agent center inside a third-party portal', () => {
  test('R2.104-R2.109 agent01 signs in inside examples/agent-portal (another origin, through the loader) and works through it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${stack.examples}/agent-portal/`);
    await expect(page.getByText('Northwind Partners').first()).toBeVisible();
    const center = page.locator('#agent-center');
    // R2.116: a guest gets the agent login where the portal stays.
    await submitLogin(center, 'agent01', 'Agent1234');
    // The widget's header is no banner landmark here: the portal mounts it inside its own <main>.
    await expect(center.locator('header')).toContainText('Agent One');
    await openEveryPage(center, page);
    // The portal stayed itself: its own origin and header, the page in its hash.
    expect(new URL(page.url()).origin).toBe(stack.examples);
    expect(new URL(page.url()).hash).toBe('#page=customerService');
    await expect(page.locator('.desk-header')).toBeVisible();
    await page.reload();
    await expect(center.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // R2.117 in a portal: signed out, the login shows in place; the portal does not move.
    await center.getByRole('button', { name: 'Sign out' }).click();
    await expect(center.getByRole('heading', { name: 'Agent login' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(stack.examples);
  });
});

test.describe('contract modal', () => {
  test.use({ contractOffersSeen: false });

  test('R2.37 R2.38 R6.15 R4.76 demo01 accepts the daily wage agent01 offered, in the modal after login', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /^log ?in$/i })
      .first()
      .click();
    await submitLogin(page.getByRole('dialog'), 'demo01', 'Demo1234');
    const modal = page.getByRole('dialog', { name: 'Contract offer' });
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal).toContainText('agent01 offers you this contract');
    await expect(modal).toContainText('Daily wage');
    await expect(modal).toContainText('0.8 %');
    await modal.getByRole('button', { name: 'Accept' }).click();
    await expect(modal.getByRole('status')).toHaveText('You accepted the Daily wage contract from agent01.');
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(modal).toHaveCount(0);
    // Accepted on the server: a new session is not asked again.
    await page.evaluate(() => sessionStorage.removeItem('contractPrompted'));
    await page.reload();
    await expect(page.getByRole('button', { name: /demo player/i }).first()).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: 'Contract offer' })).toHaveCount(0);
  });
});
