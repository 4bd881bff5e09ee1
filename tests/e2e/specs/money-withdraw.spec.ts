import { amountOf, headerBalance, registerNewPlayer } from '../support/money';
import { pendingWithdrawals, reviewWithdrawal } from '../support/money-admin';
import { playThroughTurnover } from '../support/play-through';
import { expect, test } from '../support/test';

test.describe('withdrawal through the member center', () => {
  test('R2.50 R4.74 R4.77 bind an account, set the payment password, withdraw, reject: refunded exactly once; an approved one is confirmed received', async ({
    page,
  }) => {
    // A new player: 10,000.00 demo credit with as much turnover to play (README "Money policy"),
    // no payee name yet. Until it is played the withdraw page says how much is left.
    test.setTimeout(120_000);
    const player = await registerNewPlayer(page);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/\/member\?page=withdraw$/);
    const withdraw = page.locator('section[aria-labelledby="lk-mc-withdraw-title"]');
    await expect(withdraw).toContainText('10,000.00');
    await expect(withdraw.getByText('Turnover complete: you can withdraw.')).toHaveCount(0);

    await playThroughTurnover(page, 10_000);
    await page.reload();
    await expect(withdraw.getByText('Turnover complete: you can withdraw.')).toBeVisible();
    const before = await headerBalance(page);
    expect(before).toBeGreaterThan(500);

    // No account yet: the page sends the player to the security center's bank accounts.
    await withdraw.getByRole('button', { name: 'Bind an account' }).click();
    await expect(page).toHaveURL(/page=securityCenter&section=bank/);
    const security = page.locator('section[aria-labelledby="lk-mc-security-title"]');
    await security.getByLabel('Bank or e-wallet').selectOption('BDO');
    await security.getByLabel('Account number').fill('0012 3456 7890');
    await security.getByLabel('Account holder name').fill('E2E Withdraw Player');
    await security.getByRole('button', { name: 'Bind account' }).click();
    await expect(security.getByText('Account bound.')).toBeVisible();
    await expect(security.getByText('******7890')).toBeVisible();

    // The first payment password is proved with the login password.
    await security.getByRole('button', { name: 'Set', exact: true }).click();
    await security.getByLabel('Login password').fill(player.password);
    await security.getByLabel('New payment password (6 digits)').fill('246810');
    await security.getByLabel('Confirm payment password').fill('246810');
    await security.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(security.getByText('Your payment password is saved.')).toBeVisible();

    await page.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/page=withdraw$/);
    await expect(withdraw.getByLabel('Receiving account')).toContainText('7890');

    // Over the balance: refused on the page, nothing sent.
    await withdraw.getByLabel('Amount').fill(String(before + 1));
    await withdraw.getByLabel('Payment password').fill('246810');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(withdraw.getByText(/The amount is more than your balance/)).toBeVisible();

    // A wrong payment password is refused and counted.
    await withdraw.getByLabel('Amount').fill('300');
    await withdraw.getByLabel('Payment password').fill('135791');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(withdraw.getByText(/Wrong payment password\. \d tries left\./)).toBeVisible();
    expect(await headerBalance(page)).toBe(before);

    await withdraw.getByLabel('Payment password').fill('246810');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(withdraw.getByText('Your withdrawal of ₱300.00 is in process.')).toBeVisible();
    // The amount is held at once.
    await expect(page.locator('.lk-balance__amount')).toHaveText(new RegExp(formatted(before - 300)));
    const record = page.locator('li[data-record]').first();
    await expect(record).toContainText('In process');

    const queued = (await pendingWithdrawals()).find((request) => request.account === player.username);
    expect(queued?.amount).toBe(300);
    await reviewWithdrawal(queued?.id ?? 0, 'reject', 'Account name does not match');
    // Rejecting again answers it as it is: no second refund.
    await reviewWithdrawal(queued?.id ?? 0, 'reject', 'Account name does not match');

    expect(await headerBalance(page)).toBeCloseTo(before, 2);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(record).toContainText('Rejected');
    await expect(record).toContainText('Account name does not match');
    expect(amountOf(await page.locator('.lk-balance__amount').textContent())).toBeCloseTo(before, 2);

    // An approved withdrawal asks whether the money arrived; the player confirms it (R4.77).
    await withdraw.getByLabel('Amount').fill('200');
    await withdraw.getByLabel('Payment password').fill('246810');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(withdraw.getByText('Your withdrawal of ₱200.00 is in process.')).toBeVisible();
    const second = (await pendingWithdrawals()).find((request) => request.account === player.username);
    await reviewWithdrawal(second?.id ?? 0, 'approve');
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    const paid = page.locator(`li[data-record="${second?.id}"]`);
    await expect(paid).toContainText('Did you receive this money?');
    await paid.getByRole('button', { name: 'Received', exact: true }).click();
    await expect(paid.locator('[data-confirmation="RECEIVED"]')).toHaveText('Received');
    expect(await headerBalance(page)).toBeCloseTo(before - 200, 2);
  });

  test('R6.05 a trial player on the member center widget is told to register first', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /try for free/i })
      .first()
      .click();
    await expect(page.locator('.lk-trial-badge').first()).toHaveText(/trial/i);
    // The site's guard sends a trial player home from /member; the widget itself refuses too.
    await page.goto('/member?page=depositv2');
    await expect(page.getByRole('dialog', { name: 'Please register an account first' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="lk-mc-deposit-title"]')).toHaveCount(0);
  });
});

/** `1234.5` as the header prints it, `1,234.50`, for a pattern. */
function formatted(amount: number): string {
  const [whole, fraction] = amount.toFixed(2).split('.');
  return `${(whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}\\.${fraction}`;
}
