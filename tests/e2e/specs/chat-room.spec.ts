import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerNewPlayer, signIn } from '../support/money';
import { expect, test } from '../support/test';

/** Opens the member area's chat room and enters the Lobby, live. */
async function enterLobby(page: Page) {
  await page.goto('/member?page=chatRoom');
  await expect(page.getByRole('heading', { name: 'Chat room', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Enter Lobby' }).click();
  await expect(page.getByRole('heading', { name: 'Lobby', level: 3 })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  return page.getByRole('log', { name: 'Messages in Lobby' });
}

async function say(page: Page, text: string) {
  const input = page.getByLabel('Message', { exact: true });
  await input.fill(text);
  await input.press('Enter');
}

/** Issue 14: the chat room between two players, each in a browser context of their own. */
test.describe('chat room', () => {
  test("R2.103 R2.37 R7.52 R7.53 two players in two browser contexts see each other's messages live, markup stays text, the rate limit answers in words, axe serious/critical 0", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // The second player: a fresh account in a context of its own (its own storage and session).
    const other = await browser.newContext({ baseURL });
    await other.addInitScript(() => {
      sessionStorage.setItem('popupClosedGuest', 'true');
      sessionStorage.setItem('popupClosedLogin', 'true');
      sessionStorage.setItem('contractPrompted', 'true');
    });
    const second = await other.newPage();
    const newcomer = await registerNewPlayer(second);
    await signIn(page, 'demo01', 'Demo1234');

    // R7.52: both see the merchant's rooms, EN and TY; another merchant's (BN) are not listed.
    await page.goto('/member?page=chatRoom');
    const rooms = page.getByRole('list', { name: 'Rooms' });
    await expect(rooms.getByRole('button', { name: 'Enter Kwentuhan' })).toBeVisible();
    await expect(rooms.getByRole('button', { name: /আড্ডা/ })).toHaveCount(0);

    const firstLog = await enterLobby(page);
    const secondLog = await enterLobby(second);

    const stamp = Date.now().toString(36);
    const markup = `Hi <b>all</b> <script>window.pwned=1</script> ${stamp}`;
    await say(page, markup);
    // Live: the second player's open room shows it without a reload, as the characters typed.
    await expect(secondLog.getByText(markup, { exact: true })).toBeVisible();
    await expect(secondLog.locator('b, script')).toHaveCount(0);
    expect(await second.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    const masked = `${newcomer.username.slice(0, 2)}***${newcomer.username.slice(-2)}`;
    await expect(firstLog.getByText(markup, { exact: true })).toBeVisible();

    const reply = `Hello demo, from the other context ${stamp}`;
    await say(second, reply);
    const replied = firstLog.getByRole('listitem').filter({ hasText: reply });
    await expect(replied).toBeVisible();
    await expect(replied.getByText(masked, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

    // The chat room's own region, inside the member center's shadow root (the page's other parts have
    // their own specs).
    const axe = await new AxeBuilder({ page })
      .include({ fromShadowDom: ['[data-lk-widget="member-center"]', '.lk-chat-page'] })
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(axe.passes.length).toBeGreaterThan(0);
    expect(
      axe.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          rule: violation.id,
          nodes: violation.nodes
            .slice(0, 5)
            .map((node) => `${node.target.flat().join(' >> ')}: ${node.failureSummary}`),
        })),
    ).toEqual([]);

    // The rate limit: 5 messages per member in any 10 seconds; the next is refused in words.
    const throttled = page.getByText(/You are sending messages too fast\. Try again in \d+ seconds\./);
    let refused = '';
    for (let sent = 0; sent < 6 && !(await throttled.isVisible()); sent++) {
      refused = `burst ${sent} ${stamp}`;
      const answer = page.waitForResponse((response) => response.url().endsWith('/wps/chat/message'));
      await say(page, refused);
      await answer;
    }
    await expect(throttled).toBeVisible();
    // The messages before it reached the other player; the refused one was never stored.
    await expect(secondLog.getByText(`burst 0 ${stamp}`, { exact: true })).toBeVisible();
    await expect(secondLog.getByText(refused, { exact: true })).toHaveCount(0);
    await expect(firstLog.getByText(refused, { exact: true })).toHaveCount(0);
    await other.close();
  });
});
