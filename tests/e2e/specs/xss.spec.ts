import type { Page } from '@playwright/test';
import { stack } from '../stack';
import { clearLoginFailures } from '../support/admin';
import { openLoginPopup } from '../support/login';
import { expect, test } from '../support/test';

/**
 * Markup in what operators and players type must reach the page as text: every payload below
 * would bump `window.__xss` or open an alert if any widget rendered it as HTML.
 */
const PAYLOADS = {
  popupTitle: '<img src=x onerror="window.__xss=(window.__xss||0)+1">XSS popup title',
  popupContent:
    '<p>XSS popup body</p><img src=x onerror="window.__xss=(window.__xss||0)+1"><script>window.__xss=1</script><a href="javascript:alert(1)">XSS link</a><svg onload="alert(1)"></svg>',
  noticeTitle: '<script>window.__xss=1</script>XSS marquee notice',
  username: '<svg/onload=alert(1)>x',
};

async function createAnnouncement(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${stack.api}/admin/announcements`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Admin-Key': stack.adminKey },
    body: JSON.stringify({ merchantCode: 'ph', sortOrder: 0, ...body }),
  });
  if (!response.ok) throw new Error(`creating an announcement: ${response.status} ${await response.text()}`);
}

/** Records what would prove a payload ran: an alert/confirm dialog, or the page's marker. */
function watchForScripts(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

const marker = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);

// The failed login below counts against this machine's address: lift it for the specs after these.
test.afterAll(async () => {
  await clearLoginFailures('demo01');
});

test.describe('XSS payloads are rendered inert', () => {
  test.use({ announcementsClosed: false });

  test.beforeAll(async () => {
    await createAnnouncement({
      type: 'PU',
      executions: ['A', 'B'],
      texts: { EN: { title: PAYLOADS.popupTitle, content: PAYLOADS.popupContent } },
    });
    await createAnnouncement({
      type: 'PL',
      executions: ['A', 'B'],
      texts: { EN: { title: PAYLOADS.noticeTitle } },
    });
    await createAnnouncement({
      type: 'H',
      executions: ['A', 'B'],
      texts: { EN: { title: PAYLOADS.noticeTitle } },
    });
  });

  test('R4.37 R7.49 announcement titles show literally and their content runs no script (popup, marquee, notices)', async ({
    page,
  }) => {
    const dialogs = watchForScripts(page);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: /announcements/i });
    await expect(popup).toBeVisible();
    await expect(page.getByText(PAYLOADS.popupTitle).first()).toBeVisible();
    await expect(page.getByText('XSS popup body').first()).toBeAttached();
    await expect(page.getByText(PAYLOADS.noticeTitle).first()).toBeAttached();

    // The sanitised content keeps its text and drops handlers, scripts and javascript: links. In the
    // body: the head's one inline script is the site's own (its API preconnect).
    expect(await page.locator('body [onerror], body [onload], body script:not([src])').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await marker(page)).toBeNull();
    expect(dialogs).toEqual([]);
  });

  test('R5.07 R4.11 a markup username typed at login shows as typed and runs nothing', async ({ page }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('popupClosedGuest', 'true');
      sessionStorage.setItem('popupClosedLogin', 'true');
    });
    const dialogs = watchForScripts(page);
    await page.goto('/');
    const form = await openLoginPopup(page);
    const username = form.getByLabel(/username/i);
    await username.fill(PAYLOADS.username);
    await form.getByLabel(/^password$/i).fill('wrong-password');
    const terms = form.getByRole('checkbox', { name: /agree/i });
    if (!(await terms.isChecked())) await terms.check();
    await form.getByRole('button', { name: /^log ?in$/i }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await expect(username).toHaveValue(PAYLOADS.username);
    expect(await page.locator('svg[onload]').count()).toBe(0);
    expect(await marker(page)).toBeNull();
    expect(dialogs).toEqual([]);
  });

  test('R5.33 a markup username typed in the register form is refused as text and runs nothing', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('popupClosedGuest', 'true');
      sessionStorage.setItem('popupClosedLogin', 'true');
    });
    const dialogs = watchForScripts(page);
    await page.goto('/');
    await page
      .getByRole('button', { name: /register/i })
      .first()
      .click();
    const form = page.getByRole('dialog');
    await expect(form).toBeVisible();
    const username = form.getByLabel(/username/i).first();
    await username.fill(PAYLOADS.username);
    await form.getByRole('checkbox', { name: /terms/i }).check();
    await form
      .getByRole('button', { name: /register|sign up|submit/i })
      .last()
      .click();
    await expect(username).toHaveValue(PAYLOADS.username);
    await expect(form.getByText(/format|invalid|letter/i).first()).toBeVisible();
    expect(await page.locator('svg[onload]').count()).toBe(0);
    expect(await marker(page)).toBeNull();
    expect(dialogs).toEqual([]);
  });
});
