import type { Locator, Page } from '@playwright/test';
import { smsCodeFor, withAccountSettings } from '../support/account-settings';
import { openLoginPopup } from '../support/login';
import { expect, test } from '../support/test';

/**
 * Where the gap is, found the way a person finds it: by looking. The picture is pixels (a PNG inside
 * the SVG), so the spec draws it on a canvas and looks for the gap's white left edge.
 */
async function gapOf(page: Page, dialog: Locator): Promise<number> {
  const src = (await dialog.locator('img.lk-slider__image').getAttribute('src')) ?? '';
  const svg = Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
  const png = svg.match(/href="(data:image\/png;base64,[^"]+)"/)?.[1];
  if (!png) throw new Error('No picture in the slider');
  const gap = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return -1;
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
    for (let x = 0; x < width; x += 1) {
      let run = 0;
      for (let y = 0; y < height; y += 1) {
        const at = (y * width + x) * 4;
        const white = (data[at] ?? 0) >= 200 && (data[at + 1] ?? 0) >= 200 && (data[at + 2] ?? 0) >= 200;
        run = white ? run + 1 : 0;
        if (run >= 20) return x;
      }
    }
    return -1;
  }, png);
  if (gap < 0) throw new Error('No gap found in the slider picture');
  return gap;
}

// newbie01's number: demo01's gets a login code in sms-login.spec, and one code a minute per number.
const MOBILE = '09171112222';

/** The merchant asks for the slider before an SMS code and offers the SMS login; answers the undo. */
const sliderAndSmsLoginOn = () =>
  withAccountSettings((settings) => ({
    ...settings,
    sliderCheck: true,
    modules: { ...settings.modules, MOBILEVERCODELOGIN3: true },
  }));

/** Opens the SMS login, types the number and presses Send code: the puzzle comes first. */
async function sendCodeToSlider(page: Page): Promise<{ dialog: Locator; slider: Locator }> {
  await page.goto('/');
  const dialog = await openLoginPopup(page);
  await dialog.getByRole('button', { name: 'Log in with an SMS code' }).click();
  await dialog.getByLabel('Mobile number').fill(MOBILE);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const slider = dialog.getByRole('slider', { name: 'Puzzle piece position' });
  await expect(slider).toHaveAttribute('aria-valuemax', /^\d+$/);
  return { dialog, slider };
}

test.describe('the self-hosted slider check (R4.12)', () => {
  test('R4.12 R7.21 with the check on, the SMS login code is sent only after the slider is solved with the keyboard', async ({
    page,
  }) => {
    const restore = await sliderAndSmsLoginOn();
    try {
      const { dialog, slider } = await sendCodeToSlider(page);
      await expect(slider).toBeFocused();
      await expect(dialog.getByRole('button', { name: /Resend in/ })).toHaveCount(0);
      const gap = await gapOf(page, dialog);

      // Shift+arrow moves 10 px, an arrow 2 px: the keys a player without a mouse would use.
      for (let step = 0; step < Math.floor(gap / 10); step += 1) await slider.press('Shift+ArrowRight');
      for (let step = 0; step < Math.floor((gap % 10) / 2); step += 1) await slider.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuenow', String(gap - (gap % 2)));
      await slider.press('Enter');

      await expect(dialog.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: /Resend in/ })).toBeVisible();
      expect(await smsCodeFor(MOBILE)).toMatch(/^\d{6}$/);
    } finally {
      await restore();
    }
  });

  test("R4.12 R8.21 a wrong drop is refused with 'Please complete verification first' and a new puzzle", async ({
    page,
  }) => {
    const restore = await sliderAndSmsLoginOn();
    try {
      const { dialog, slider } = await sendCodeToSlider(page);
      const gap = await gapOf(page, dialog);
      // As far from the gap as the track allows.
      await slider.press(gap > 150 ? 'ArrowRight' : 'End');
      await slider.press('Enter');
      await expect(page.getByText('Please complete verification first')).toBeVisible();
      // The refusal's warning is a dialog of its own: the login dialog is the one with the form.
      const form = page.getByRole('dialog').filter({ has: page.getByLabel('Mobile number') });
      await expect(form.getByRole('status').filter({ hasText: 'That did not fit' })).toBeVisible();
      await expect(form.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    } finally {
      await restore();
    }
  });
});
