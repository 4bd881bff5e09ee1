import type { Page } from '@playwright/test';
import { stack } from '../stack';
import { holdBack, frameState as state, watchShifts } from '../support/first-frames';
import { expect, test } from '../support/test';

/**
 * Issue 13 item 5 and issue 15 item 5: the loader's first-frame.js draws the login and register
 * forms as static HTML before the runtime (lobbykit.js) has arrived; the runtime renders over them
 * keeping what the player typed and the focus, and shifts nothing. The affiliate page mounts both
 * inline through the loader snippet; lobbykit.js is held back here until the test lets it through.
 */
const PAGE = `${stack.examples}/affiliate-page/`;

/** Holds lobbykit.js back until `release()`. */
const holdRuntime = (page: Page) => holdBack(page, '**/lobbykit@*/lobbykit.js');

test.describe('first frames: the login and register forms paint before the runtime runs', () => {
  test('issue 13 item 5 a player types into the first frame; the runtime takes over keeping the text, the tick and the focus, and the login works', async ({
    page,
  }) => {
    const release = await holdRuntime(page);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/wps/session/login'))
        logins.push(request.url());
    });
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    const login = page.locator('#lobbykit-login');
    await expect(login.getByLabel(/username/i)).toBeVisible();
    await expect(page.locator('#lobbykit-register').getByLabel(/^username$/i)).toBeVisible();
    expect(await state(page, '#lobbykit-login')).toEqual({ runtime: false, frame: true });
    expect(await state(page, '#lobbykit-register')).toEqual({ runtime: false, frame: true });

    await login.getByLabel(/username/i).fill('demo01');
    await login.getByRole('checkbox').last().check();
    await login.getByLabel(/^password$/i).fill('Demo1234');
    // Enter in the frame sends nothing: the form is not the runtime's yet.
    await login.getByLabel(/^password$/i).press('Enter');
    expect(page.url()).toBe(PAGE);
    release();

    await expect.poll(() => state(page, '#lobbykit-login')).toEqual({ runtime: true, frame: false });
    await expect(login.getByLabel(/username/i)).toHaveValue('demo01');
    await expect(login.getByLabel(/^password$/i)).toHaveValue('Demo1234');
    await expect(login.getByLabel(/^password$/i)).toBeFocused();
    await expect(login.getByRole('checkbox').last()).toBeChecked();
    // The runtime's state has them: the login goes out with what was typed into the frame.
    await login.getByRole('button', { name: /^log ?in$/i }).click();
    await expect(
      page.locator('#lobbykit-header').getByRole('button', { name: /demo player/i }),
    ).toBeVisible();
    expect(logins).toHaveLength(1);
  });

  test('issue 13 item 5 issue 15 item 5 the takeover shifts nothing: the boxes keep their geometry and the forms add no layout shift (CLS < 0.02)', async ({
    page,
  }) => {
    const shifts = await watchShifts(page, '#lobbykit-login, #lobbykit-register');
    // The wallet header above the forms has no first frame: drawn by the runtime, it would move the
    // forms down the page. Out of the way, so what is measured is the forms' own shifts.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = '#lobbykit-header { display: none !important; }';
        document.head.append(style);
      });
    });
    const release = await holdRuntime(page);
    // The platform's answers held too: the takeover is measured before any settings fill the forms in.
    let answer: () => void = () => {};
    const answered = new Promise<void>((done) => (answer = done));
    await page.route(`${stack.api}/**`, async (route) => {
      await answered;
      await route.continue();
    });
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#lobbykit-register').getByLabel(/^username$/i)).toBeVisible();
    const boxes = () =>
      page.evaluate(() =>
        ['#lobbykit-login', '#lobbykit-register'].map((selector) => {
          const host = document.querySelector(selector)!;
          const box = host.getBoundingClientRect();
          const input = host.shadowRoot!.querySelector('input')!.getBoundingClientRect();
          return [input.x - box.x, input.y - box.y, input.width, input.height, box.height].map(Math.round);
        }),
      );
    const framed = await boxes();
    release();
    await expect.poll(() => state(page, '#lobbykit-register')).toEqual({ runtime: true, frame: false });
    expect(await boxes()).toEqual(framed);
    answer();
    // Settled: the register form's settings are in (its submit shows).
    await expect(
      page.locator('#lobbykit-register').getByRole('button', { name: /^register$/i }),
    ).toBeVisible();
    await page.waitForTimeout(500);
    const { forms: shift, page: total } = await shifts();
    const measured = `forms ${shift}, whole page ${total}`;
    test.info().annotations.push({ type: 'layout shift', description: measured });
    console.log(`first frame: layout shift ${measured}`);
    expect(shift).toBeLessThan(0.02);
  });

  test('issue 13 item 5 a BN page gets its first frames too, drawn once the Bengali faces are in (never in a fallback font)', async ({
    page,
  }) => {
    // The affiliate page, speaking BN.
    await page.route(PAGE, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain("language: 'EN'");
      await route.fulfill({ response, body: html.replace("language: 'EN'", "language: 'BN'") });
    });
    const release = await holdRuntime(page);
    await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
    const login = page.locator('#lobbykit-login');
    await expect(login.getByRole('heading', { name: 'লগ ইন' })).toBeVisible();
    await expect(page.locator('#lobbykit-register').getByRole('textbox').first()).toBeVisible();
    expect(await state(page, '#lobbykit-login')).toEqual({ runtime: false, frame: true });
    expect(await state(page, '#lobbykit-register')).toEqual({ runtime: false, frame: true });
    // Both faces were in before the frames were drawn, and the forms name them.
    expect(
      await page.evaluate(() =>
        ['400', '700'].map((weight) => document.fonts.check(`${weight} 16px "Noto Sans Bengali"`, 'বাং')),
      ),
    ).toEqual([true, true]);
    expect(
      await login
        .getByRole('heading', { name: 'লগ ইন' })
        .evaluate((heading) => getComputedStyle(heading).fontFamily),
    ).toContain('Noto Sans Bengali');
    release();
    await expect.poll(() => state(page, '#lobbykit-login')).toEqual({ runtime: true, frame: false });
    await expect(login.getByRole('heading', { name: 'লগ ইন' })).toBeVisible();
  });

  test('issue 15 item 6 a bundle that cannot load replaces the frames with the loader’s message', async ({
    page,
  }) => {
    await page.route('**/lobbykit@*/lobbykit.js', (route) => route.abort());
    await page.goto(PAGE);
    await expect(page.locator('#lobbykit-login')).toHaveAttribute('role', 'alert');
    await expect(page.locator('#lobbykit-login')).toContainText(/could not load/i);
    await expect(page.locator('#lobbykit-login').getByText(/could not load/i)).toBeVisible();
    await expect(page.locator('#lobbykit-login').getByLabel(/username/i)).toHaveCount(0);
  });

  test('issue 13 item 5 a first-frame.js that cannot load costs nothing but the frame: the snippet adds the bundle, which draws the forms', async ({
    page,
  }) => {
    await page.route('**/lobbykit@*/first-frame.js', (route) => route.abort());
    await page.goto(PAGE);
    const login = page.locator('#lobbykit-login');
    await expect(login.getByLabel(/username/i)).toBeVisible();
    await expect.poll(() => state(page, '#lobbykit-login')).toEqual({ runtime: true, frame: false });
    await expect(login).not.toHaveAttribute('role', 'alert');
    expect(await page.locator('script[src$="/lobbykit.js"]').count()).toBe(1);
  });

  test('issue 15 item 6 when first-frame.js and the bundle both cannot load, every widget shows the loader’s message', async ({
    page,
  }) => {
    await page.route(/\/lobbykit@[^/]+\/(first-frame|lobbykit)\.js$/, (route) => route.abort());
    await page.goto(PAGE);
    for (const box of ['#lobbykit-login', '#lobbykit-register']) {
      await expect(page.locator(box)).toHaveAttribute('role', 'alert');
      await expect(page.locator(box)).toContainText(/could not load/i);
    }
  });
});
