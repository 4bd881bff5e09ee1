import { smsCodeFor, withAccountSettings } from '../support/account-settings';
import { openLoginPopup } from '../support/login';
import { expect, test } from '../support/test';

test.describe('Firebase SMS login (FIREBASESMSLOGIN3)', () => {
  test('R4.13 R4.33 demo01 logs in with a Firebase code read from the SMS outbox; a wrong code is refused in words', async ({
    page,
  }) => {
    const restore = await withAccountSettings((settings) => ({
      ...settings,
      modules: { ...settings.modules, MOBILEVERCODELOGIN3: false, FIREBASESMSLOGIN3: true },
    }));
    try {
      await page.goto('/');
      const dialog = await openLoginPopup(page);
      await dialog.getByRole('button', { name: 'Log in with an SMS code' }).click();
      await dialog.getByLabel('Mobile number').fill('09171234567');
      const sent = page.waitForResponse((response) => response.url().includes('/wps/firebase/sms/send'));
      await dialog.getByRole('button', { name: 'Send code' }).click();
      expect((await sent).status()).toBe(200);
      // R4.33: a Firebase code holds the Send button for one minute.
      await expect(dialog.getByRole('button', { name: /Resend in (60|59|58)/ })).toBeVisible();
      const code = await smsCodeFor('09171234567');
      await dialog.getByRole('checkbox').last().check();

      await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
      await dialog.getByRole('button', { name: /^log ?in$/i }).click();
      await expect(
        dialog.getByText('The verification code is wrong. Please check it and try again.'),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /demo player/i })).toHaveCount(0);

      await dialog.getByLabel('Verification code').fill(code);
      const loggedIn = page.waitForResponse((response) => response.url().endsWith('/wps/session/login'));
      await dialog.getByRole('button', { name: /^log ?in$/i }).click();
      expect((await loggedIn).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: /demo player/i })).toBeVisible();
      // R4.07: a phone login opens no change-password dialog.
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await restore();
    }
  });
});
