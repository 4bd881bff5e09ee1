import AxeBuilder from '@axe-core/playwright';
import { stack } from '../stack';
import { scrollToFooter } from '../support/footer';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

/** A real png: the 8-byte signature and a 1x1 image, as a phone's screenshot would start. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MESSAGE = 'The <b>deposit</b> page kept loading for two minutes tonight';

interface OperatorFeedback {
  account: string;
  category: string;
  content: string;
  id: number;
  imageCount: number;
}

/** What the operator's back office reads from the admin API. */
async function operator<T>(path: string): Promise<T> {
  const response = await fetch(`${stack.api}${path}`, { headers: { 'X-Admin-Key': stack.adminKey } });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** Issue 14 from the player's side: feedback and complaints from the footer, read by the operator. */
test.describe('feedback', () => {
  test("R2.69 R2.37 R7.19 demo01 opens feedback from the footer, sends text with one png, sees the thank-you, and the operator's list shows it", async ({
    page,
  }) => {
    await signIn(page, 'demo01', 'Demo1234');
    const footer = await scrollToFooter(page);
    await footer.getByRole('link', { name: 'Feedback and complaints' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    const dialog = page.getByRole('dialog', { name: 'Feedback and complaints' });
    await expect(dialog).toBeVisible();

    // R5.38: too few words is refused in words before anything is sent.
    const content = dialog.getByLabel('Your message');
    await content.fill('Too slow');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Feedback content must be between 5 and 300 words')).toBeVisible();

    await dialog.getByRole('radio', { name: 'Complaint' }).check();
    await content.fill(MESSAGE);
    await expect(dialog.getByText('9 / 300 words')).toBeVisible();
    await dialog
      .getByLabel('Add images')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'screen.png' })).toBeVisible();

    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          nodes: violation.nodes
            .slice(0, 5)
            .map((node) => `${node.target.flat().join(' >> ')}: ${node.failureSummary}`),
        })),
    ).toEqual([]);

    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/wps/feedback') && response.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(200);
    await expect(dialog.getByText('Thank you! Your feedback was sent.')).toBeVisible();

    const [latest] = await operator<OperatorFeedback[]>('/admin/feedback?merchantCode=ph');
    expect(latest).toMatchObject({
      account: 'demo01',
      category: 'complaint',
      content: MESSAGE,
      imageCount: 1,
    });
    const { images } = await operator<{ images: { name: string; dataUrl: string }[] }>(
      `/admin/feedback/images?id=${latest!.id}`,
    );
    expect(images).toEqual([
      { name: 'screen.png', dataUrl: `data:image/png;base64,${PNG.toString('base64')}` },
    ]);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor at /feedback is asked to log in', async ({ page }) => {
    await page.goto('/feedback');
    const dialog = page.getByRole('dialog', { name: 'Feedback and complaints' });
    await expect(dialog.getByText('Log in to send feedback.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog').getByLabel(/username/i)).toBeVisible();
  });
});
