import { stack } from '../stack';
import { withAccountSettings } from '../support/account-settings';
import { expect, test } from '../support/test';

/**
 * Issue 15 item 5, loading like a first-party page: the affiliate page (login, register and the
 * wallet header through the loader) signed out fetches no chunk of what only a signed-in player or a
 * click shows, and no captcha picture before anyone touches the register form.
 */

/** Chunks a signed-out page never shows: the header's signed-in parts (balance, notice bell and
 * announcements, account menu, VIP and counters), the register form's login dialog and SMS field. */
const SIGNED_IN_ONLY =
  /\/chunks\/(signed-in-header|login-dialog|sms-code-field|notice-bell|use-announcements|notices-messages|menu-badges|member-badges)-/;

test('a signed-out partner page fetches no signed-in chunk, and the captcha only once the register form is touched', async ({
  page,
}) => {
  // The captcha on in the register form, for this test.
  const restore = await withAccountSettings((settings) => ({
    ...settings,
    fields: { ...settings.fields, captcha: { enabled: true, required: true } },
  }));
  try {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${stack.examples}/affiliate-page/`);
    const register = page.locator('#lobbykit-register');
    const username = register.getByLabel('Username');
    await expect(username).toBeVisible();
    await expect(page.locator('#lobbykit-header').getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(requested.filter((url) => SIGNED_IN_ONLY.test(url))).toEqual([]);
    expect(requested.filter((url) => url.includes('/wps/captcha'))).toEqual([]);
    // The widgets' chunks came (the check above looks at real chunk requests).
    expect(requested.some((url) => /\/chunks\/register-widget-/.test(url))).toBe(true);

    const captcha = page.waitForRequest((request) => request.url().includes('/wps/captcha'));
    await username.focus();
    await captcha;
    await expect(register.getByRole('img', { name: /captcha/i })).toBeVisible();
  } finally {
    await restore();
  }
});
