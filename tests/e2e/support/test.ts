import { test as base, expect } from '@playwright/test';

/**
 * Every spec's `page` starts with this session's announcement popup already closed, as a player
 * who has read it would (R4.37): it opens on a first visit and would cover what a test clicks.
 * A spec about the popup itself sets `announcementsClosed: false`. So does the contract modal
 * (R2.38: demo01 has a daily wage offered by agent01 in the seed): a spec about contracts sets
 * `contractOffersSeen: false`.
 */
export const test = base.extend<{ announcementsClosed: boolean; contractOffersSeen: boolean }>({
  announcementsClosed: [true, { option: true }],
  contractOffersSeen: [true, { option: true }],
  page: async ({ page, announcementsClosed, contractOffersSeen }, use) => {
    if (announcementsClosed) {
      await page.addInitScript(() => {
        sessionStorage.setItem('popupClosedGuest', 'true');
        sessionStorage.setItem('popupClosedLogin', 'true');
      });
    }
    if (contractOffersSeen) {
      await page.addInitScript(() => sessionStorage.setItem('contractPrompted', 'true'));
    }
    await use(page);
  },
});

export { expect };
