import { clearLoginFailures } from '../support/admin';
import { openLoginPopup, submitLogin } from '../support/login';
import { expect, test } from '../support/test';

// Other specs fail logins from this machine too: start from a clean address and leave one behind.
test.beforeEach(async () => {
  await clearLoginFailures('agent01');
});
test.afterEach(async () => {
  await clearLoginFailures('agent01');
});

test('R4.11 three wrong passwords bring up the captcha', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLoginPopup(page);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await submitLogin(dialog, 'agent01', `Wrong-${attempt}`);
    await expect(dialog.getByRole('alert')).toBeVisible();
  }
  await expect(dialog.getByRole('img', { name: /captcha/i })).toBeVisible();
  await expect(dialog.getByLabel(/captcha/i).first()).toBeVisible();
});
