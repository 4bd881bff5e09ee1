import { stack, UNLISTED_HOST } from '../stack';
import { expect, test } from '../support/test';

/**
 * R8.18 from the player's side: the player site opened on an origin no merchant lists (a host name
 * nobody registered, which every browser of the suite resolves to this machine: the same site,
 * another origin) says so in words at startup, rather than 'Network link is abnormal'.
 */
const HOST = UNLISTED_HOST;

test("R8.18 startup from an unlisted origin says 'Invalid URL, please contact customer service', not a network failure", async ({
  page,
}) => {
  const refused = page.waitForResponse((response) => response.url().includes('/wps/system/permission'));
  await page.goto(`http://${HOST}:${stack.ports.site}/`);
  expect((await refused).status()).toBe(403);
  await expect(
    page.getByRole('heading', { name: 'Invalid URL, please contact customer service' }),
  ).toBeVisible();
  await expect(page.getByText('Network link is abnormal')).toHaveCount(0);
});
