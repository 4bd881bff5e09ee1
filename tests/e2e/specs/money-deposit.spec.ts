import { amountOf, headerBalance, signIn } from '../support/money';
import { pendingDeposits, reviewDeposit } from '../support/money-admin';
import { expect, test } from '../support/test';

test.describe('deposit through the member center', () => {
  test('R2.50 R4.74 deposit from the header, approve through the admin API, the header balance rises once', async ({
    page,
  }) => {
    await signIn(page, 'demo01', 'Demo1234');
    const before = await headerBalance(page);

    // R2.50: the header's deposit button opens the member center's depositv2 page.
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    const deposit = page.locator('section[aria-labelledby="lk-mc-deposit-title"]');
    await expect(deposit.getByRole('heading', { name: 'Deposit' })).toBeVisible();

    // The bank transfer channel waits for an operator (no sandbox auto-approval).
    await deposit.getByRole('radio', { name: /bank transfer/i }).check();
    await deposit.getByLabel('Amount').fill('499.99');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(deposit.getByText(/The minimum is ₱500\.00/)).toBeVisible();

    await deposit.getByRole('button', { name: '₱1,000.00' }).click();
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    const done = deposit.getByText(/Request (\S+) for ₱1,000\.00 is in process/);
    await expect(done).toBeVisible();
    const reference = (await done.textContent())?.match(/Request (\S+) for/)?.[1];
    expect(reference).toBeTruthy();
    const record = page.locator('li[data-record]').filter({ hasText: reference ?? '' });
    await expect(record).toContainText('In process');

    // Nothing moves until the operator approves.
    expect(await headerBalance(page)).toBe(before);
    const queued = (await pendingDeposits()).find((request) => request.reference === reference);
    expect(queued?.account).toBe('demo01');
    await reviewDeposit(queued?.id ?? 0, 'approve');
    // A second approval answers the request as it is and credits nothing more.
    await reviewDeposit(queued?.id ?? 0, 'approve');

    expect(await headerBalance(page)).toBeCloseTo(before + 1000, 2);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(record).toContainText('Approved');
    expect(amountOf(await page.locator('.lk-balance__amount').textContent())).toBeCloseTo(before + 1000, 2);
  });
});
