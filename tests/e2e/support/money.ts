import { expect, type Page } from '@playwright/test';
import { withAccountSettings } from './account-settings';
import { openLoginPopup, submitLogin } from './login';

/** `₱12,345.60` as a number. */
export function amountOf(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d.-]/g, '');
  if (!digits) throw new Error(`No amount in "${text}"`);
  return Number(digits);
}

/** Signs in from the home page's header and waits for the balance. */
export async function signIn(page: Page, username: string, password: string) {
  await page.goto('/');
  await submitLogin(await openLoginPopup(page), username, password);
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  await expect(page.locator('.lk-balance__amount')).toHaveText(/\d\.\d\d/);
}

/** The header's balance after pressing its refresh button (R2.49). */
export async function headerBalance(page: Page): Promise<number> {
  const answer = page.waitForResponse((response) => response.url().includes('/wps/v2/wallets/balance'));
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await answer;
  return amountOf(await page.locator('.lk-balance__amount').textContent());
}

/** Registers a brand-new player (captcha off for the duration) and lands signed in. */
export async function registerNewPlayer(page: Page): Promise<{ username: string; password: string }> {
  const stamp = Date.now().toString().slice(-8);
  const player = { username: `mw${stamp}`, password: 'Secret123' };
  const restore = await withAccountSettings((settings) => ({
    ...settings,
    fields: { ...settings.fields, captcha: { enabled: false, required: false } },
  }));
  try {
    await page.goto('/register');
    const form = page.getByRole('dialog');
    await form.getByLabel('Username').fill(player.username);
    await form.getByLabel('Password', { exact: true }).fill(player.password);
    await form.getByLabel('Confirm password').fill(player.password);
    const mobile = form.getByLabel('Mobile number');
    if (await mobile.count()) await mobile.fill(`092${stamp}`);
    await form.getByRole('checkbox').last().check();
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(player.username, 'i') })).toBeVisible();
  } finally {
    await restore();
  }
  return player;
}
