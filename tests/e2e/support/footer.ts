import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * The page's footer, scrolled to as a player would: it mounts as it comes near the viewport, and on
 * the home page it sits under the lobby's game sections, which mount (and grow) as they come near
 * too, so the bottom of the page is reached again until the footer is there.
 */
export async function scrollToFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeAttached({ timeout: 1000 });
  }).toPass();
  await footer.scrollIntoViewIfNeeded();
  return footer;
}
