import { expect, test } from '../support/test';

async function agentLogin(page: import('@playwright/test').Page, username: string, password: string) {
  await page.goto('/agent');
  const card = page.locator('.agent-login');
  await expect(card.getByRole('heading', { name: 'Agent login' })).toBeVisible();
  await card.getByLabel(/username/i).fill(username);
  await card.getByLabel(/^password$/i).fill(password);
  await card.getByRole('checkbox').last().check();
  await card.getByRole('button', { name: /^log ?in$/i }).click();
  return card;
}

test.describe('agent login at /agent', () => {
  test('R2.06 shows the agent login bare of the player site chrome', async ({ page }) => {
    await page.goto('/agent');
    await expect(page.getByRole('heading', { name: 'Agent login' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('R6.10 R6.11 agent01 logs in and reaches /agentHome', async ({ page }) => {
    await agentLogin(page, 'agent01', 'Agent1234');
    await expect(page).toHaveURL(/\/agentHome$/i);
    await expect(page.getByText('Agent One').first()).toBeVisible();
  });

  test("R6.12 demo01 sees 'Non-agents cannot log in' and stays logged out", async ({ page }) => {
    const card = await agentLogin(page, 'demo01', 'Demo1234');
    await expect(card.getByRole('alert')).toHaveText(/Non-agents cannot log in/);
    await expect(page).toHaveURL(/\/agent$/i);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
