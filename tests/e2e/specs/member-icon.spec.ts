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

/** A real 120 x 80 png drawn by the browser itself: wider than tall, so the crop has work to do. */
async function landscapePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2e7dd7';
    context.fillRect(0, 0, 120, 80);
    context.fillStyle = '#ffd23f';
    context.fillRect(40, 20, 40, 40);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** Issue 14 from the player's side: the member icon (R7.11). */
test.describe('member icon', () => {
  test('R7.11 demo01 uploads an icon in the member center, cropped square, and sees it in the member center and wallet headers after a reload', async ({
    page,
  }) => {
    await signIn(page, 'demo01', 'Demo1234');
    await page.goto('/member');
    const header = page.getByRole('region', { name: 'Your account' });
    await expect(header).toBeVisible();
    await header.getByRole('button', { name: 'Change icon' }).click();
    const editor = page.getByRole('region', { name: 'Change your icon' });

    // A gif named .png is refused by its bytes, in words.
    await editor
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'cat.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a fake picture') });
    await expect(editor.getByRole('alert')).toHaveText('Only png, jpg or webp pictures can be used.');

    await editor
      .getByLabel('Choose a picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await landscapePng(page) });
    await expect(editor.getByRole('img', { name: 'Preview of your new icon' })).toBeVisible();
    await editor.getByLabel('Zoom').fill('1.5');
    expect(await seriousViolations(page)).toEqual([]);

    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/wps/member/info/icon') && response.request().method() === 'POST',
    );
    await editor.getByRole('button', { name: 'Save icon' }).click();
    expect((await saved).status()).toBe(200);
    await expect(editor.getByRole('status')).toHaveText('Your new icon is saved.');
    const avatar = header.locator('img.lk-mc-head__avatar');
    await expect(avatar).toHaveAttribute('src', /\/cdn\/images\/members\/\d+-[0-9a-f]{16}\.img$/);
    const src = await avatar.getAttribute('src');

    await page.reload();
    const after = page.getByRole('region', { name: 'Your account' }).locator('img.lk-mc-head__avatar');
    await expect(after).toHaveAttribute('src', src!);
    // The picture loads, and it is the square the editor made (256 px a side).
    await expect
      .poll(() => after.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
      .toEqual([256, 256]);
    await expect(page.locator('img.lk-account__picture')).toHaveAttribute('src', src!);
  });
});
