import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { openLoginPopup, submitLogin } from '../support/login';
import { signIn } from '../support/money';
import { expect, test } from '../support/test';

/**
 * Issue 14 item 8 from the player's side: the two relay calls of spec section 7 the client makes.
 * R7.41: FB Sports' book launches through /wps/relay/GCS_gameLaunchFB. R7.42: one arcade PVP
 * vendor's list is its poker rooms from /wps/relay/GLS2_roomList, each room started as any game.
 */
const shot = (name: string) => join(test.info().project.outputDir, `relay-games-${name}.png`);

/** Every request of the page whose path is `path`, from now on. */
function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('R7.41 a signed-in player starts FB Sports from /sports: the launch asks GCS_gameLaunchFB and the game opens', async ({
  page,
  context,
}) => {
  await signIn(page, 'demo01', 'Demo1234');
  const plainLaunches = requestsTo(page, '/wps/game/launchGame');
  await page.goto('/sports');
  const card = page.getByRole('button', { name: 'Open FB Sports', exact: true });
  await expect(card).toBeVisible();
  await page.screenshot({ path: shot('1440-sports'), animations: 'disabled' });

  const launched = page.waitForResponse((response) => response.url().includes('/wps/relay/GCS_gameLaunchFB'));
  await card.click();
  const answer = await launched;
  expect(answer.request().method()).toBe('POST');
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({
    gameCode: 'FB-SPORTSBOOK',
    vendor: 'FB',
    device: 'WEB',
  });
  // The game frame opens on the launched book (the demo game page of the server).
  const frame = page.getByRole('dialog', { name: 'FB Sportsbook' });
  await expect(frame).toBeVisible();
  await expect(page.frameLocator('iframe[title="FB Sportsbook"]').locator('#play')).toBeVisible({
    timeout: 15_000,
  });
  await page.screenshot({ path: shot('1440-fb-frame'), animations: 'disabled' });

  // Out of the frame into a window of its own: the relaunch takes the FB path too.
  const relaunched = page.waitForRequest((request) => request.url().includes('/wps/relay/GCS_gameLaunchFB'));
  const opened = context.waitForEvent('page');
  await frame.getByRole('button', { name: 'Play in a new window' }).click();
  await relaunched;
  const popup = await opened;
  await expect.poll(() => new URL(popup.url()).pathname).toBe('/demo-game');
  await expect(frame).toBeHidden();
  expect(plainLaunches).toHaveLength(0);
});

test('R7.42 /pvp?vassalage=KX lists the rooms GLS2_roomList answers, and a room starts as any game', async ({
  page,
}) => {
  const gameLists = requestsTo(page, '/wps/relay/GCSGAME_gameList');
  const asked = page.waitForResponse((response) => response.url().includes('/wps/relay/GLS2_roomList'));
  await page.goto('/pvp?vassalage=KX');
  const answer = await asked;
  expect(new URL(answer.url()).searchParams.get('vassalage')).toBe('KX');
  const { list } = (await answer.json()).value as { list: { displayName: string }[] };
  expect(list.length).toBeGreaterThan(0);

  const cards = page.locator('[data-vendor]');
  await expect(cards).toHaveCount(list.length);
  expect(await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-name')))).toEqual(
    list.map((room) => room.displayName),
  );
  expect(new Set(await cards.evaluateAll((nodes) => nodes.map((node) => node.dataset.vendor)))).toEqual(
    new Set(['KX']),
  );
  await expect(page.locator(`[data-name^="KX Texas Hold'em"]`)).toBeVisible();
  // The vendor's list asked the room list, not the game list.
  expect(
    gameLists.filter((request) => new URL(request.url()).searchParams.get('vassalage') === 'KX'),
  ).toEqual([]);
  await page.screenshot({ path: shot('1440-pvp-kx-rooms'), animations: 'disabled' });

  // A room is a game: signed in, it launches into the game frame.
  await submitLogin(await openLoginPopup(page), 'demo01', 'Demo1234');
  await expect(page.getByRole('button', { name: /account menu/i })).toBeVisible();
  const room = list[0]!.displayName;
  const launched = page.waitForResponse((response) => response.url().includes('/wps/game/launchGame'));
  await page.getByRole('button', { name: `Play ${room}`, exact: true }).click();
  expect((await launched).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: room })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('R7.41 R7.42 FB Sports among the sports vendors and the KX rooms, screenshots', async ({ page }) => {
    await page.goto('/sports');
    await expect(page.getByRole('button', { name: 'Open FB Sports', exact: true })).toBeVisible();
    await page.screenshot({ path: shot('360-sports'), animations: 'disabled', fullPage: true });
    await page.goto('/pvp?vassalage=KX');
    await expect(page.locator(`[data-name^="KX Texas Hold'em"]`)).toBeVisible();
    await page.screenshot({ path: shot('360-pvp-kx-rooms'), animations: 'disabled' });
  });
});
