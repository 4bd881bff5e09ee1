import { stack } from '../stack';
import { amountOf, headerBalance, registerNewPlayer, signIn } from '../support/money';
import { expect, test } from '../support/test';

const ZALO = 'Add Zalo, get up to 131K';
const REASON = 'The screenshot does not show the added account';
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
// A jpg's first bytes (JFIF): the server checks images by their magic bytes.
const JPG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
]);
const adminHeaders = { 'content-type': 'application/json', 'X-Admin-Key': stack.adminKey };

/** The operator's back office: the waiting application of this remark. */
async function waitingApplication(remark: string) {
  const listed = await fetch(`${stack.api}/admin/promotions/applications?merchantCode=ph&status=IN_PROCESS`, {
    headers: adminHeaders,
  });
  const body = (await listed.json()) as { value: { id: number; remark: string }[] };
  const application = body.value.find((entry) => entry.remark === remark);
  if (!application) throw new Error(`No waiting application with the remark ${remark}`);
  return application;
}

/** The operator decides an application through the operator API (the server README's curl). */
async function review(body: Record<string, unknown>) {
  const reviewed = await fetch(`${stack.api}/admin/promotions/applications/review`, {
    method: 'POST',
    headers: adminHeaders,
    body: JSON.stringify(body),
  });
  if (!reviewed.ok) throw new Error(`review failed: ${reviewed.status} ${await reviewed.text()}`);
}

/** The waiting application of this remark, rejected with a reason. */
async function rejectWaiting(remark: string) {
  const application = await waitingApplication(remark);
  await review({ id: application.id, decision: 'reject', reason: REASON });
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

  test('R4.74 R4.75 a new player applies with a remark, a png and a jpg; the operator approves; the bonus is issued once', async ({
    page,
  }) => {
    // A fresh player: the Zalo bonus is paid once per member, so demo01 would be approved only once.
    test.setTimeout(120_000);
    await registerNewPlayer(page);
    const remark = `Zalo added ${Date.now().toString().slice(-6)}`;
    await page.goto('/promotions');
    const card = page.locator('li').filter({ has: page.getByRole('link', { name: ZALO, exact: true }) });
    await card.getByRole('button', { name: `Join: ${ZALO}` }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Remark').fill(remark);
    await form.getByLabel('Add screenshots').setInputFiles([
      { name: 'zalo.png', mimeType: 'image/png', buffer: PNG },
      { name: 'zalo.jpg', mimeType: 'image/jpeg', buffer: JPG },
    ]);
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(form).toBeHidden();
    await expect(card.getByText('Applying', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'My applications' }).click();
    const mine = page.locator('.lk-app').filter({ hasText: remark });
    await expect(mine.getByText('In process')).toBeVisible();
    await expect(mine).toContainText('2 screenshots');

    const before = await headerBalance(page);
    const { id } = await waitingApplication(remark);
    await review({ id, decision: 'approve', amount: 131 });
    // The operator's double click: the same decision again answers the application as it is.
    await review({ id, decision: 'approve', amount: 131 });

    await page.reload();
    await page.getByRole('button', { name: 'My applications' }).click();
    await expect(mine.getByText('Approved', { exact: true })).toBeVisible();
    await expect(mine.getByText('Bonus issued: ₱131.00')).toBeVisible();
    await expect
      .poll(async () => amountOf(await page.locator('.lk-balance__amount').textContent()))
      .toBeCloseTo(before + 131, 2);
    expect(await headerBalance(page)).toBeCloseTo(before + 131, 2);

    await page.getByRole('link', { name: /Back to promotions/ }).click();
    await expect(card.getByText('Issued', { exact: true })).toBeVisible();
  });
});
