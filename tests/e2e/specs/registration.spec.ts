import { stack } from '../stack';
import { smsCodeFor, withAccountSettings } from '../support/account-settings';
import { expect, test } from '../support/test';

/** A username and a Philippine mobile number no earlier run has used. */
function newPlayer() {
  const stamp = Date.now().toString().slice(-8);
  return { username: `e2e${stamp}`, mobile: `091${stamp}` };
}

/** Captcha off and mobile registration with SMS verification on, for one test. */
const mobileVerificationOn = () =>
  withAccountSettings((settings) => ({
    ...settings,
    fields: { ...settings.fields, captcha: { enabled: false, required: false } },
    modules: { ...settings.modules, MOBILENUMREG3: true, REGMOBVERF3: true },
  }));

test.describe('registration end to end', () => {
  test('R5.08 R5.09 R5.13 R5.14 R3.03 registers with mobile verification (code from the outbox) and lands logged in', async ({
    page,
  }) => {
    const restore = await mobileVerificationOn();
    try {
      const player = newPlayer();
      await page.goto('/register');
      const form = page.getByRole('dialog');
      await form.getByLabel('Username').fill(player.username);
      await form.getByLabel('Password', { exact: true }).fill('Secret123');
      await form.getByLabel('Confirm password').fill('Secret123');
      const mobile = form.getByLabel('Mobile number');
      // R5.13, R5.14: 'n digit number', starting with 09.
      await expect(mobile).toHaveAttribute('placeholder', /11 digit number starting with 09/);
      await mobile.fill(player.mobile);
      await form.getByRole('button', { name: 'Send code' }).click();
      await expect(form.getByRole('button', { name: /Resend in/ })).toBeVisible();
      await form.getByLabel('Verification code').fill(await smsCodeFor(player.mobile));
      await form.getByRole('checkbox').last().check();
      await form.getByRole('button', { name: 'Register', exact: true }).click();

      await expect(form).toBeHidden();
      await expect(page.getByRole('button', { name: new RegExp(player.username, 'i') })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    } finally {
      await restore();
    }
  });

  test("R4.30 registers on the affiliate page with the affiliate code and joins that agent's downline", async ({
    page,
  }) => {
    const restore = await withAccountSettings((settings) => ({
      ...settings,
      fields: { ...settings.fields, captcha: { enabled: false, required: false } },
    }));
    try {
      const player = newPlayer();
      await page.goto(`${stack.examples}/affiliate-page/`);
      const form = page.locator('#lobbykit-register');
      await expect(form.getByLabel('Invitation code')).toHaveValue('AGENT01');
      await form.getByLabel('Username').fill(player.username);
      await form.getByLabel('Password', { exact: true }).fill('Secret123');
      await form.getByLabel('Confirm password').fill('Secret123');
      await form.getByLabel('Mobile number').fill(player.mobile);
      await form.getByRole('checkbox').last().check();
      const registered = page.waitForResponse((response) => response.url().includes('/wps/member/register'));
      await form.getByRole('button', { name: 'Register', exact: true }).click();
      expect((await registered).status()).toBe(200);
      // R4.31, issue 16 (2): the new player is logged in and the partner page stays, saying so.
      await expect(form.getByRole('status')).toContainText(`Welcome, ${player.username}!`);
      expect(page.url()).toBe(`${stack.examples}/affiliate-page/`);

      // agent01 logs in at the agent login and finds the player in the downline.
      await page.goto('/agent');
      const login = page.locator('.agent-login');
      await login.getByLabel(/username/i).fill('agent01');
      await login.getByLabel(/^password$/i).fill('Agent1234');
      await login.getByRole('checkbox').last().check();
      await login.getByRole('button', { name: /^log ?in$/i }).click();
      await expect(page).toHaveURL(/\/agentHome$/i);
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      const downline = await fetch(`${stack.api}/wps/agent/downline?pageSize=100`, {
        headers: { Authorization: token ?? '', Merchant: 'ph' },
      });
      const { value } = await downline.json();
      expect(value.list).toContainEqual(
        expect.objectContaining({ account: player.username, affiliateCode: 'AGENT01' }),
      );
    } finally {
      await restore();
    }
  });
});
