import { test as base, expect } from '@playwright/test';

/**
 * Every spec's `page` starts with this session's announcement popup already closed, as a player
 * who has read it would (R4.37): it opens on a first visit and would cover what a test clicks.
 * A spec about the popup itself sets `announcementsClosed: false`.
 */
export const test = base.extend<{ announcementsClosed: boolean }>({
  announcementsClosed: [true, { option: true }],
  page: async ({ page, announcementsClosed }, use) => {
    if (announcementsClosed) {
      await page.addInitScript(() => {
        sessionStorage.setItem('popupClosedGuest', 'true');
        sessionStorage.setItem('popupClosedLogin', 'true');
      });
    }
    await use(page);
  },
});

export { expect };
