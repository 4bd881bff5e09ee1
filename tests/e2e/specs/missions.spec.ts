import type { Locator } from '@playwright/test';
import { amountOf, headerBalance, registerNewPlayer } from '../support/money';
import { expect, test } from '../support/test';

/** The red counter on the Missions entry of the member center's navigation, as read aloud (0 when none shows). */
async function counterOf(link: Locator): Promise<number> {
  const words = link.locator('.lk-mc-counter .lk-sr-only');
  if ((await words.count()) === 0) return 0;
  const match = /(\d+) new/.exec((await words.textContent()) ?? '');
  return match ? Number(match[1]) : 0;
}

test.describe('missions', () => {
  test('R2.100 R2.101 R2.103 R7.50 R7.51 a new player binds an email, signs in for the day and claims the mission: the balance rises exactly once and the counter goes down', async ({
    page,
  }) => {
    // A new player each try: no bets, so no rebate or salary pass credits it while the test runs
    // (demo01's rebates landed mid-test once), and a retry finds the day and the mission unclaimed.
    const { username } = await registerNewPlayer(page);
    await page.goto('/member?page=securityCenter');
    // The email row's Bind comes before the bank accounts' one.
    await page.getByRole('button', { name: 'Bind', exact: true }).first().click();
    const email = page.getByRole('form', { name: 'Bind email' });
    await email.getByLabel('Email').fill(`${username}@example.com`);
    await email.getByRole('button', { name: 'Save email' }).click();
    await expect(page.getByText('Your email is saved.')).toBeVisible();

    const before = await headerBalance(page);
    const paid: string[] = [];
    page.on('request', (request) => {
      const name = /MCSFE_(claimMission|signIn)$/.exec(new URL(request.url()).pathname);
      if (name && request.method() === 'POST') paid.push(name[1]!);
    });

    await page.goto('/member?page=missionLeaderboard');
    await expect(page.getByRole('heading', { level: 2, name: 'Missions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Security center' })).toHaveCount(0);
    const link = page.getByRole('navigation', { name: 'Member center pages' }).getByRole('link', {
      name: /^Missions/,
    });
    await expect(link).toHaveAttribute('aria-current', 'page');
    // The email mission and today's sign-in wait for the new player.
    await expect.poll(() => counterOf(link)).toBe(2);
    const waiting = 2;

    const progress = page.getByRole('progressbar', { name: 'Progress of Secure your account' });
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('progressbar', { name: 'Progress of Daily player' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign in for ₱1.00' }).click();
    await expect(page.getByText('Signed in! ₱1.00 was added to your balance.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
    await expect(page.getByText('Streak: 1 days in a row')).toBeVisible();
    await expect.poll(() => counterOf(link)).toBe(waiting - 1);

    await page.getByRole('button', { name: 'Claim Secure your account' }).click();
    await expect(page.getByText('₱10.00 was added to your balance.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim Secure your account' })).toHaveCount(0);
    await expect.poll(() => counterOf(link)).toBe(waiting - 2);

    // R7.51: the claim's 20 points put the player on this month's board, masked, with its own rank.
    await expect(page.getByRole('table')).toContainText(`${username.slice(0, 2)}***${username.slice(-2)}`);
    await expect(page.getByText(/^Your rank: \d+ with 20 points$/)).toBeVisible();

    // The header follows by itself, once: ₱1.00 and ₱10.00, not twice either.
    await expect
      .poll(async () => amountOf(await page.locator('.lk-balance__amount').textContent()))
      .toBeCloseTo(before + 11, 2);
    expect(paid).toEqual(['signIn', 'claimMission']);
    expect(await headerBalance(page)).toBeCloseTo(before + 11, 2);

    // After a reload the day stays signed, the mission claimed and the balance where it was.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Claim Secure your account' })).toHaveCount(0);
    expect(await headerBalance(page)).toBeCloseTo(before + 11, 2);
  });
});
