import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

/** axe's serious and critical findings on the page as it stands, readable when the test fails. */
async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.flat().join(' >> ')}: ${node.failureSummary}`),
    }));
}

/** Issue 14: the member area's blog and app install guides (R2.103). */
test.describe('blog and app install guides', () => {
  test('R2.103 a guest opens /guides#android on the Android guide, picks the iPhone guide, and the page has no serious axe findings', async ({
    page,
  }) => {
    await page.goto('/guides#android');
    await expect(page.getByRole('heading', { level: 1, name: 'App install guides' })).toBeVisible();
    const android = page.getByRole('article', { name: 'Install on Android' });
    await expect(android).toBeVisible();
    await expect(android.getByText('install unknown apps')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Install guides' })
      .getByRole('button', { name: 'Install on iPhone and iPad' })
      .click();
    await expect(page.getByRole('article', { name: 'Install on iPhone and iPad' })).toBeVisible();
    await expect(page).toHaveURL(/\/guides#ios$/);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('R2.103 demo01 reaches the blog and the guides from the member center header', async ({ page }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await page.goto('/member');
    const more = page.getByRole('navigation', { name: 'More for members' });
    await more.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Five habits of players who keep gaming fun' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/member');
    await more.getByRole('link', { name: 'App install guides' }).click();
    await expect(page).toHaveURL(/\/guides$/);
    await expect(page.getByRole('article', { name: 'Install on iPhone and iPad' })).toBeVisible();
  });
});
