import type { Page } from '@playwright/test';
import { stack } from '../stack';
import { submitLogin } from '../support/login';
import { expect, test } from '../support/test';

// Issue 15 item 7: the examples `npm start` serves and prints, as a partner's visitor meets them.

/** Console errors and CSP violations of a page, counted from its first script on. */
function watch(page: Page) {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return {
    consoleErrors,
    violations: () =>
      page.evaluate(
        () => (window as unknown as Record<symbol, string[]>)[Symbol.for('lk-csp-violations')] ?? [],
      ),
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, Symbol.for('lk-csp-violations'), { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
});

test.describe('examples/react-host: a Vite + React 19 app', () => {
  test('mounts the wallet header (React adapter) and <lk-login>; demo01 signs in and the header shows the balance', async ({
    page,
  }) => {
    const seen = watch(page);
    await page.goto(`${stack.examples}/react-host/`);
    const header = page.locator('[data-lk-widget="wallet-header"]');
    const login = page.locator('lk-login');
    await expect(header.getByRole('button', { name: /^log ?in$/i })).toBeVisible();
    await expect(login.getByLabel(/username/i)).toBeVisible();
    // Real React 19 renders the page; the widgets bring their own renderer inside their shadow roots.
    expect(await page.evaluate(() => document.querySelector('lk-login')?.shadowRoot !== null)).toBe(true);

    await submitLogin(login, 'demo01', 'Demo1234');
    await expect(header.getByRole('button', { name: /demo player/i })).toBeVisible();
    await expect(header.locator('[part~="balance"]')).toHaveText(/\d[\d,]*\.\d{2}/);
    // The app's own React reads the sdk's read-only stores and hears the typed `login` event.
    await expect(page.getByTestId('partner-greeting')).toContainText('Welcome back');
    await expect(page.getByRole('status').filter({ hasText: 'Signed in as demo01' })).toBeVisible();
    // Signed in, the app drops its <lk-login>: the element unmounts its widget as it leaves the page.
    await expect(page.locator('lk-login')).toHaveCount(0);
    expect(seen.consoleErrors).toEqual([]);
  });
});

test.describe('examples/strict-csp: a page under the docs’ strict policy', () => {
  test('is served with a nonce and strict-dynamic policy, and the login, register and header widgets render with zero CSP violations', async ({
    page,
  }) => {
    const seen = watch(page);
    const response = await page.goto(`${stack.examples}/strict-csp/`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(policy).toMatch(/style-src 'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    // A fresh nonce per response.
    const again = await page.request.get(`${stack.examples}/strict-csp/`);
    expect(again.headers()['content-security-policy']).not.toBe(policy);

    await expect(page.locator('#lobbykit-login').getByLabel(/username/i)).toBeVisible();
    await expect(page.locator('#lobbykit-register').getByRole('button', { name: /register/i })).toBeVisible();
    await expect(page.locator('#lobbykit-header').getByRole('button', { name: /^log ?in$/i })).toBeVisible();
    // The widgets are styled (constructable sheets are not inline styles): the primary button is filled.
    await expect(page.locator('#lobbykit-login').locator('[part~="button-primary"]').first()).not.toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );

    await submitLogin(page.locator('#lobbykit-login'), 'demo01', 'Demo1234');
    await expect(
      page.locator('#lobbykit-header').getByRole('button', { name: /demo player/i }),
    ).toBeVisible();
    await expect(page.locator('#lobbykit-header [part~="balance"]')).toHaveText(/\d[\d,]*\.\d{2}/);
    expect(await seen.violations()).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  });
});

test.describe('examples/affiliate-page and examples/agent-portal: a first visit', () => {
  for (const [example, widget] of [
    ['affiliate-page', '#lobbykit-login'],
    ['agent-portal', '#agent-center'],
  ] as const) {
    test(`${example} opens its widget with no console error, not even the icon's 404`, async ({ page }) => {
      const seen = watch(page);
      await page.goto(`${stack.examples}/${example}/`);
      await expect(page.locator(widget).getByLabel(/username/i)).toBeVisible();
      // The browser asks for /favicon.ico after the load (a request Playwright does not see), and
      // logs its 404 as a console error, unless the page names an icon.
      await page.waitForLoadState('networkidle');
      expect(seen.consoleErrors).toEqual([]);
    });
  }
});
