import { withAccountSettings } from '../support/account-settings';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

/** A username and a Philippine mobile number no earlier run has used. */
function newFriend() {
  const stamp = Date.now().toString().slice(-8);
  return { username: `ref${stamp}`, mobile: `092${stamp}` };
}

/** How the referral list shows an account: `ref12345678` -> `re***78`. */
const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-2)}`;

test.describe('referral', () => {
  test("R2.60 R3.03 a friend registers with demo01's referral link and appears in demo01's referrals", async ({
    page,
    browser,
  }) => {
    // The captcha is off for the friend's registration only, as in the registration tests.
    const restore = await withAccountSettings((settings) => ({
      ...settings,
      fields: { ...settings.fields, captcha: { enabled: false, required: false } },
    }));
    try {
      await signIn(page, 'demo01', 'Demo1234');
      await page.goto('/member?page=referral');
      await expect(page.getByRole('heading', { level: 2, name: 'Referral' })).toBeVisible();
      // By role: getByLabel would also match the QR code's label, which contains the same words.
      const linkBox = page.getByRole('textbox', { name: 'Your referral link' });
      await expect(linkBox).toHaveValue(/\/register\?referralCode=DEMO01REF$/);
      await expect(page.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
      // The seeded friend is already there.
      await expect(page.getByText('fr***01')).toBeVisible();
      const link = await linkBox.inputValue();

      // The friend opens the link in a browser of their own.
      const friendContext = await browser.newContext();
      try {
        const friendPage = await friendContext.newPage();
        const friend = newFriend();
        await friendPage.goto(link);
        const form = friendPage.getByRole('dialog');
        await expect(form.getByLabel('Referral code')).toHaveValue('DEMO01REF');
        await form.getByLabel('Username').fill(friend.username);
        await form.getByLabel('Password', { exact: true }).fill('Secret123');
        await form.getByLabel('Confirm password').fill('Secret123');
        await form.getByLabel('Mobile number').fill(friend.mobile);
        await form.getByRole('checkbox').last().check();
        const registered = friendPage.waitForResponse((response) =>
          response.url().includes('/wps/member/register'),
        );
        await form.getByRole('button', { name: 'Register', exact: true }).click();
        const answer = await registered;
        expect(answer.status()).toBe(200);
        expect(answer.request().postData() ?? '').not.toBe('');
        await expect(form).toBeHidden();

        // demo01 sees the new friend, masked, at the top of the list.
        await page.reload();
        await expect(page.getByText(masked(friend.username))).toBeVisible();
        await expect(page.locator('.lk-records__list .lk-record').first()).toContainText(
          masked(friend.username),
        );
      } finally {
        await friendContext.close();
      }
    } finally {
      await restore();
    }
  });
});
