import { expect, test } from '../support/test';

test.describe('announcements', () => {
  test.use({ announcementsClosed: false });

  test('R4.37 R4.40 the anonymous popup opens on a first visit and stays closed once closed this session', async ({
    page,
  }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: /announcements/i });
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Welcome to LobbyKit!')).toBeVisible();
    await popup.getByRole('button', { name: /close/i }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /announcements/i })).toBeHidden();
  });
});
