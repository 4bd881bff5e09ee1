import { gameLaunchFB, pokerRooms } from '@lobbykit/api-client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

let t: TestPlatform;
let token: string;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  token = await t.tokenFor('demo01', 'Demo1234');
});

const rooms = (query: Record<string, string> = {}) =>
  t.request('GET', pokerRooms.path, { query: { clientType: '3', language: 'EN', ...query } });

describe('FB game launch (R7.41)', () => {
  it('R7.41 POST /wps/relay/GCS_gameLaunchFB launches a seeded game as launchGame does', async () => {
    const game = (await t.database.db.query.games.findFirst({
      where: (row, { and, eq }) =>
        and(eq(row.gameType, 'PVP'), eq(row.isGame, 'GAME'), eq(row.enabled, true)),
    }))!;
    const answer = await t.request('POST', gameLaunchFB.path, {
      token,
      body: { gameCode: game.gameCode, language: 'EN', device: 'WEB' },
    });
    expect(answer.status).toBe(200);
    const url = new URL((answer.body as { value: { url: string } }).value.url);
    expect(url.pathname).toBe('/demo-game');
    expect(url.searchParams.get('token')).toBeTruthy();
  });

  it('R7.41 the seeded FB Sports book (vendor FB, SPORTS) launches through the FB path', async () => {
    const book = (await t.database.db.query.games.findFirst({
      where: (row, { eq }) => eq(row.gameCode, 'FB-SPORTSBOOK'),
    }))!;
    expect(book).toMatchObject({ vendorCode: 'FB', gameType: 'SPORTS', isGame: 'GAME', enabled: true });
    const answer = await t.request('POST', gameLaunchFB.path, {
      token,
      body: { nodeId: book.id, gameCode: book.gameCode, vendor: 'FB', language: 'EN', device: 'WEB' },
    });
    expect(answer.status).toBe(200);
    expect(new URL((answer.body as { value: { url: string } }).value.url).pathname).toBe('/demo-game');
  });

  it('R7.41 R8.27 refuses a guest, an unknown game and a game under maintenance', async () => {
    expect((await t.request('POST', gameLaunchFB.path, { body: { gameCode: 'X' } })).status).toBe(401);
    const unknown = await t.request('POST', gameLaunchFB.path, { token, body: { gameCode: 'NO-SUCH-GAME' } });
    expect(unknown.status).toBe(404);
    const down = (await t.database.db.query.games.findFirst({
      where: (row, { eq }) => eq(row.enabled, false),
    }))!;
    const refused = await t.request('POST', gameLaunchFB.path, { token, body: { gameCode: down.gameCode } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/popular games/) });
  });
});

describe('poker rooms (R7.42)', () => {
  it("R7.42 GET /wps/relay/GLS2_roomList lists the merchant's PVP card tables from the catalogue, for guests too", async () => {
    const answer = await rooms();
    expect(answer.status).toBe(200);
    const { list } = (
      answer.body as { value: { list: { gameType: string; isGame: string; displayName: string }[] } }
    ).value;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((room) => room.gameType === 'PVP' && room.isGame === 'GAME')).toBe(true);
    expect(list.map((room) => room.displayName)).toContainEqual(expect.stringMatching(/Texas Hold'em/));
  });

  it("R7.42 keeps one vendor's rooms, and refuses a vendor the merchant does not offer", async () => {
    const { list } = (await t.value(pokerRooms, { query: { vassalage: 'KX' } })).valueOf() as {
      list: { vassalage: string }[];
    };
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((room) => room.vassalage))).toEqual(new Set(['KX']));
    expect((await rooms({ vassalage: 'NOPE' })).status).toBe(404);
    expect((await rooms({ vassalage: '<b>' })).status).toBe(400);
  });
});
