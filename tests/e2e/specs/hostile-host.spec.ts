import type { Locator, Page } from '@playwright/test';
import { stack } from '../stack';
import { expect, test } from '../support/test';

// Issue 15's hostile host: a partner page whose own stylesheet restyles everything. A page rule
// reaches into a shadow tree only through inheritance (and through the host element, where it beats
// `:host`), so the widgets must look exactly as they do on the plain page.
const HOSTILE_CSS = `
  * { font: 30px serif !important; color: red !important; line-height: 3 !important; letter-spacing: 2px !important; }
  input, button { all: unset !important; }
`;

/** The share of pixels that differ (any channel by more than 32 of 255) between two PNG screenshots. */
async function pixelDifference(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return {
          width: image.width,
          height: image.height,
          data: context.getImageData(0, 0, image.width, image.height).data,
        };
      };
      const [one, two] = [await pixels(a), await pixels(b)];
      if (one.width !== two.width || one.height !== two.height) return 1;
      let differing = 0;
      for (let i = 0; i < one.data.length; i += 4) {
        for (let channel = 0; channel < 3; channel++) {
          if (Math.abs(one.data[i + channel]! - two.data[i + channel]!) > 32) {
            differing += 1;
            break;
          }
        }
      }
      return differing / (one.width * one.height);
    },
    [before.toString('base64'), after.toString('base64')] as const,
  );
}

/** What a widget's text field inherits where it is drawn: the styles a hostile page would change. */
const fieldStyle = (box: Locator) =>
  box
    .locator('input')
    .first()
    .evaluate((input) => {
      const style = getComputedStyle(input);
      return {
        font: `${style.fontStyle} ${style.fontWeight} ${style.fontSize}/${style.lineHeight} ${style.fontFamily}`,
        letterSpacing: style.letterSpacing,
        color: style.color,
        height: input.getBoundingClientRect().height,
      };
    });

test.describe('a partner page with hostile global CSS', () => {
  test.use({ viewport: { width: 1280, height: 1400 } });

  test('the login, register and wallet header widgets look as they do on the plain page: no page rule reaches inside', async ({
    page,
  }) => {
    await page.goto(`${stack.examples}/affiliate-page/`);
    const login = page.locator('#lobbykit-login');
    const register = page.locator('#lobbykit-register');
    const header = page.locator('#lobbykit-header');
    await expect(login.getByLabel(/username/i)).toBeVisible();
    await expect(register.getByRole('button', { name: /register/i })).toBeVisible();
    await expect(header.getByRole('button', { name: /log in/i })).toBeVisible();
    // Nothing animating or loading before the reference shots.
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(600);
    const plain = {
      login: await login.screenshot({ animations: 'disabled' }),
      register: await register.screenshot({ animations: 'disabled' }),
      loginField: await fieldStyle(login),
      registerField: await fieldStyle(register),
      headerButton: await header.getByRole('button', { name: /log in/i }).evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          font: style.font,
          letterSpacing: style.letterSpacing,
          height: button.getBoundingClientRect().height,
        };
      }),
    };

    await page.addStyleTag({ content: HOSTILE_CSS });
    // The page itself did change: the hostile rule is live.
    await expect(page.locator('article h1')).toHaveCSS('font-size', '30px');

    expect(await fieldStyle(login)).toEqual(plain.loginField);
    expect(await fieldStyle(register)).toEqual(plain.registerField);
    expect(
      await header.getByRole('button', { name: /log in/i }).evaluate((button) => {
        const style = getComputedStyle(button);
        return {
          font: style.font,
          letterSpacing: style.letterSpacing,
          height: button.getBoundingClientRect().height,
        };
      }),
    ).toEqual(plain.headerButton);
    const hostile = {
      login: await login.screenshot({ animations: 'disabled' }),
      register: await register.screenshot({ animations: 'disabled' }),
    };
    expect(await pixelDifference(page, plain.login, hostile.login)).toBeLessThanOrEqual(0.005);
    expect(await pixelDifference(page, plain.register, hostile.register)).toBeLessThanOrEqual(0.005);
  });
});

test.describe('the partner page’s globals', () => {
  test('the bundle adds no global but LobbyKit (nanostores keeps its counter inside the bundle)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, Symbol.for('lk-globals-before'), {
        value: new Set(Object.getOwnPropertyNames(window)),
      });
    });
    await page.goto(`${stack.examples}/affiliate-page/`);
    await expect(page.locator('#lobbykit-login').getByLabel(/username/i)).toBeVisible();
    await expect(page.locator('#lobbykit-register').getByRole('button', { name: /register/i })).toBeVisible();
    const added = await page.evaluate(() => {
      const before = (window as unknown as Record<symbol, Set<string>>)[Symbol.for('lk-globals-before')]!;
      return Object.getOwnPropertyNames(window).filter((name) => !before.has(name));
    });
    expect(added).toEqual(['LobbyKit']);
  });
});
