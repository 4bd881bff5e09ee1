import { smsCodeFor, withAccountSettings } from '../support/account-settings';
import { openLoginPopup } from '../support/login';
import { expect, test } from '../support/test';

test.describe('SMS-code login (MOBILEVERCODELOGIN3)', () => {
  test('R7.21 R5.04 R5.05 demo01 logs in with a code sent to the bound mobile number', async ({ page }) => {
    const restore = await withAccountSettings((settings) => ({
      ...settings,
      modules: { ...settings.modules, MOBILEVERCODELOGIN3: true },
    }));
    try {
      await page.goto('/');
      const dialog = await openLoginPopup(page);
      await dialog.getByRole('button', { name: 'Log in with an SMS code' }).click();
      await dialog.getByLabel('Mobile number').fill('09171234567');
      await dialog.getByRole('button', { name: 'Send code' }).click();
      await expect(dialog.getByRole('button', { name: /Resend in/ })).toBeVisible();
      await dialog.getByLabel('Verification code').fill(await smsCodeFor('09171234567'));
      await dialog.getByRole('checkbox').last().check();
      await dialog.getByRole('button', { name: /^log ?in$/i }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: /demo player/i })).toBeVisible();
    } finally {
      await restore();
    }
  });
});
