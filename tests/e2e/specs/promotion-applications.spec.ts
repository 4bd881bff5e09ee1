import { stack } from '../stack';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

const ZALO = 'Add Zalo, get up to 131K';
const REASON = 'The screenshot does not show the added account';
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const adminHeaders = { 'content-type': 'application/json', 'X-Admin-Key': stack.adminKey };

/** The operator's back office: the waiting application of this remark, rejected with a reason. */
async function rejectWaiting(remark: string) {
  const listed = await fetch(`${stack.api}/admin/promotions/applications?merchantCode=ph&status=IN_PROCESS`, {
    headers: adminHeaders,
  });
  const body = (await listed.json()) as { value: { id: number; remark: string }[] };
  const application = body.value.find((entry) => entry.remark === remark);
  if (!application) throw new Error(`No waiting application with the remark ${remark}`);
  const reviewed = await fetch(`${stack.api}/admin/promotions/applications/review`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify({ id: application.id, decision: 'reject', reason: REASON }),
  });
  if (!reviewed.ok) throw new Error(`review failed: ${reviewed.status} ${await reviewed.text()}`);
}

test.describe('promotion applications', () => {
  test('R4.74 demo01 applies for the Zalo bonus, sees it In process in My applications, then Rejected with the reason', async ({
    page,
  }) => {
    const remark = `Added Zalo ${Date.now().toString().slice(-6)}`;
    await signIn(page, 'demo01', 'Demo1234');
    await page.goto('/promotions');
    // A manual promotion's first button is Join, which opens the application form (R4.75).
    const card = page.locator('li').filter({ has: page.getByRole('link', { name: ZALO, exact: true }) });
    await card.getByRole('button', { name: new RegExp(`^(Join|Apply|Apply again): ${ZALO}`) }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Remark').fill(remark);
    await form
      .getByLabel('Add screenshots')
      .setInputFiles({ name: 'zalo.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: 'My applications' }).click();
    await expect(page.getByRole('heading', { name: 'My applications' })).toBeVisible();
    const mine = page.locator('.lk-app').filter({ hasText: remark });
    await expect(mine.getByText('In process')).toBeVisible();
    await expect(mine.getByRole('heading', { name: ZALO })).toBeVisible();

    await rejectWaiting(remark);
    await page.reload();
    await page.getByRole('button', { name: 'My applications' }).click();
    await expect(mine.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(mine.getByText(`Reason: ${REASON}`)).toBeVisible();
    await page.getByRole('link', { name: /Back to promotions/ }).click();
    await expect(page.getByRole('tablist', { name: 'Promotion types' })).toBeVisible();
  });
});
