import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { stack } from '../stack';
import { scrollToFooter } from '../support/footer';
import { expect, test } from '../support/test';

/**
 * Issue 14's screenshots for a person to look at: home, a game list, the side menu open, the
 * footer, help and the member center, at 360 and 1440 px, in EN, TY (Philippines) and BN
 * (Bangladesh). Each is attached to the test (the report's attachments) and written to
 * test-results/screenshots/<width>-<language>-<view>.png. The same pass checks, on each, that
 * nothing is wider than the window (no sideways scroll on a phone) and that axe finds no serious
 * or critical violation.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGUAGES = [
  { language: 'EN', merchant: 'ph', player: 'demo01' },
  { language: 'TY', merchant: 'ph', player: 'demo01' },
  { language: 'BN', merchant: 'bd', player: 'bdplayer01' },
] as const;
const PASSWORD = 'Demo1234';
const UNSTICK = 'header.site-header, .site__nav, .site-header__wallet { position: static !important; }';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The page's width beyond the window: 0 when nothing makes it scroll sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function keep(page: Page, info: TestInfo, name: string, target?: import('@playwright/test').Locator) {
  const folder = join(info.project.outputDir, 'screenshots');
  mkdirSync(folder, { recursive: true });
  const path = join(folder, `${name}.png`);
  // The sticky header and game navigation would lie over an element's picture: pinned in place.
  if (target) await target.screenshot({ path, animations: 'disabled', style: UNSTICK });
  else await page.screenshot({ path, animations: 'disabled' });
  await info.attach(name, { path, contentType: 'image/png' });
  expect.soft(await overflow(page), `${name}: wider than the window`).toBeLessThanOrEqual(0);
  expect.soft(await seriousViolations(page), `${name}: axe serious or critical`).toEqual([]);
}

/** A session from the plain login call (R7.02), handed to the page as the sdk keeps it. */
async function tokenOf(merchant: string, username: string): Promise<string> {
  const response = await fetch(`${stack.api}/wps/session/login/plain`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: merchant },
    body: JSON.stringify({ username, password: PASSWORD, type: 'username' }),
  });
  const body = (await response.json()) as { success: boolean; value?: { token: string } };
  if (!body.success || !body.value) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return body.value.token;
}

for (const width of [360, 1440]) {
  for (const { language, merchant, player } of LANGUAGES) {
    test.describe(`screenshots at ${width} px in ${language}`, () => {
      test.use({ viewport: { width, height: width < 768 ? 780 : 900 } });
      const name = (view: string) => `${width}-${language}-${view}`;

      test.beforeEach(async ({ page }) => {
        await page.addInitScript(
          ([lang, code]) => {
            localStorage.setItem('lang', lang);
            localStorage.setItem('merchantCode', code);
          },
          [language, merchant] as const,
        );
      });

      test(`R2.01 R2.11 R2.59 R2.68 home, a game list, the side menu and the footer look right (${width} px, ${language})`, async ({
        page,
      }, info) => {
        await page.goto('/');
        await expect(page.locator('[data-vendor]').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', /./);
        await keep(page, info, name('home'));
        // The guest header's buttons stand in one row, each label on one line (TY's are the longest).
        const buttons = await page
          .locator('.site-header__wallet .lk-header__actions > .lk-button')
          .evaluateAll((elements) =>
            elements.map((element) => {
              const range = document.createRange();
              range.selectNodeContents(element);
              // Text boxes more than half a line apart are lines of their own.
              const bottoms = [...range.getClientRects()].map((rect) => rect.bottom).sort((a, b) => a - b);
              const lines = bottoms.filter(
                (bottom, index) => index === 0 || bottom - bottoms[index - 1]! > 8,
              );
              return {
                label: element.textContent,
                lines: lines.length,
                middle: Math.round(
                  (element.getBoundingClientRect().top + element.getBoundingClientRect().bottom) / 2,
                ),
              };
            }),
          );
        expect.soft(buttons.length, `${name('home')}: guest header buttons`).toBeGreaterThanOrEqual(2);
        expect.soft(new Set(buttons.map((button) => button.middle)).size, `${name('home')}: one row`).toBe(1);
        for (const button of buttons)
          expect.soft(button.lines, `${name('home')}: '${button.label}' on one line`).toBe(1);

        const footer = await scrollToFooter(page);
        await expect(footer.getByRole('img', { name: /18/ })).toBeVisible();
        await keep(page, info, name('footer'), footer);

        await page.goto('/rng');
        await expect(page.locator('[data-vendor]').first()).toBeVisible();
        await keep(page, info, name('game-list'));

        await page.goto('/');
        const toggle = page.locator('header.site-header button.site-header__menu');
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('nav.lk-side__nav').first()).toBeVisible();
        await page.waitForTimeout(400); // the drawer's slide-in
        await keep(page, info, name('side-menu'));

        // R2.21 R6.01: a guest browses the point mall and is offered the login.
        await page.goto('/pointMall');
        await expect(page.locator('.lk-pm-summary__guest button')).toBeVisible();
        await keep(page, info, name('point-mall-guest'));
      });

      test(`R2.04 R2.09 help and the member center look right (${width} px, ${language})`, async ({
        page,
      }, info) => {
        await page.goto('/help');
        await expect(page.getByRole('dialog')).toBeVisible();
        await keep(page, info, name('help'));

        const token = await tokenOf(merchant, player);
        await page.addInitScript(
          ([value, account]) => {
            sessionStorage.setItem('token', value);
            sessionStorage.setItem('account', account);
          },
          [token, player] as const,
        );
        await page.goto('/member');
        await expect(page.locator('.lk-balance__amount').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await keep(page, info, name('member'));
      });
    });
  }
}
