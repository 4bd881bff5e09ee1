import { ErrorCode } from '@lobbykit/api-client';
import {
  addFavoriteGame,
  favoriteGames,
  favoriteGamesList,
  gameList,
  removeFavoriteGame,
} from '@lobbykit/api-client/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testPlatformForFile } from '../testing/platform-for-file';

const t = testPlatformForFile();
let slots: { nodeId: number; vassalage: string; gameType: string; gameCode: string }[];
beforeAll(async () => {
  slots = (await t.value(gameList, { query: { gameType: 'RNG', pageSize: '5' } })).games;
});

const player = () => t.tokenFor('demo01', 'Demo1234');
const add = (token: string, nodeId: number, extra: Record<string, unknown> = {}) =>
  t.request('POST', addFavoriteGame.path, { token, body: { nodeId, ...extra } });
const remove = (token: string, nodeId: number) =>
  t.request('DELETE', removeFavoriteGame.path, { token, body: { nodeId } });
const ids = (token: string) => t.value(favoriteGames, { token });

describe('favourites', () => {
  it('R7.35 R3.15 starts empty and answers node ids, newest first, after adds', async () => {
    const token = await player();
    expect(await ids(token)).toEqual([]);
    const [first, second] = slots;
    expect((await add(token, first!.nodeId)).status).toBe(200);
    t.clock.advance(1_000);
    const answer = await add(token, second!.nodeId, {
      vendor: second!.vassalage,
      gameType: second!.gameType,
      game: second!.gameCode,
    });
    expect(answer.body).toEqual({ success: true, value: [second!.nodeId, first!.nodeId] });
    expect(await ids(token)).toEqual([second!.nodeId, first!.nodeId]);
  });

  it('R4.63 R7.37 adding a favourite already there changes nothing', async () => {
    const token = await player();
    await add(token, slots[0]!.nodeId);
    const again = await add(token, slots[0]!.nodeId);
    expect(again.status).toBe(200);
    expect(await ids(token)).toEqual([slots[0]!.nodeId]);
  });

  it('R7.38 removes with DELETE nodeId, and removing an absent one is a no-op', async () => {
    const token = await player();
    await add(token, slots[0]!.nodeId);
    await add(token, slots[1]!.nodeId);
    expect((await remove(token, slots[0]!.nodeId)).body).toEqual({
      success: true,
      value: [slots[1]!.nodeId],
    });
    expect((await remove(token, slots[0]!.nodeId)).status).toBe(200);
    expect(await ids(token)).toEqual([slots[1]!.nodeId]);
  });

  it('R7.36 R3.17 R9.12 lists favourite cards with content, pageNum and totalPages', async () => {
    const token = await player();
    for (const slot of slots) {
      await add(token, slot.nodeId);
      t.clock.advance(1_000);
    }
    const all = await t.value(favoriteGamesList, {
      token,
      query: { clientType: '3', platform: 'html5-desktop', language: 'EN', pageNo: '1', pageSize: '999' },
    });
    expect(all).toMatchObject({ pageNum: 1, pageSize: 999, totalPages: 1, totalCount: 5 });
    expect(all.content.map((game) => game.nodeId)).toEqual(slots.map((slot) => slot.nodeId).reverse());
    const paged = await t.value(favoriteGamesList, { token, query: { pageNo: '2', pageSize: '2' } });
    expect(paged).toMatchObject({ pageNum: 2, totalPages: 3 });
    expect(paged.content.map((game) => game.nodeId)).toEqual([slots[2]!.nodeId, slots[1]!.nodeId]);
  });

  it('keeps favourites per member: another member does not see them', async () => {
    const token = await player();
    await add(token, slots[0]!.nodeId);
    const agent = await t.tokenFor('agent01', 'Agent1234');
    expect(await ids(agent)).toEqual([]);
    expect((await t.value(favoriteGamesList, { token: agent })).content).toEqual([]);
    await add(agent, slots[3]!.nodeId);
    expect(await ids(token)).toEqual([slots[0]!.nodeId]);
  });

  it('keeps a favourite across a new session (a reload or a new login)', async () => {
    await add(await player(), slots[4]!.nodeId);
    expect(await ids(await player())).toEqual([slots[4]!.nodeId]);
  });
});

describe('bad input to favourites', () => {
  it('answers 401 without a token', async () => {
    expect((await t.request('GET', favoriteGames.path)).status).toBe(401);
    expect((await t.request('GET', favoriteGamesList.path)).status).toBe(401);
    expect((await t.request('POST', addFavoriteGame.path, { body: { nodeId: 1 } })).status).toBe(401);
    expect((await t.request('DELETE', removeFavoriteGame.path, { body: { nodeId: 1 } })).status).toBe(401);
  });

  it('answers an unknown nodeId with 404 not_found', async () => {
    const token = await player();
    for (const answer of [await add(token, 999_999), await remove(token, 999_999)]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ errorCode: ErrorCode.notFound, field: 'nodeId' });
    }
    expect(await ids(token)).toEqual([]);
  });

  it('refuses a payload whose vendor, gameType or game describe another game', async () => {
    const token = await player();
    const answer = await add(token, slots[0]!.nodeId, { vendor: 'NOPE' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'vendor' });
    expect((await add(token, slots[0]!.nodeId, { gameType: 'LIVE' })).body).toMatchObject({
      field: 'gameType',
    });
    expect((await add(token, slots[0]!.nodeId, { game: 'X' })).body).toMatchObject({ field: 'game' });
    expect(await ids(token)).toEqual([]);
  });

  it.each([
    ['a string nodeId', { nodeId: '12' }],
    ['a zero nodeId', { nodeId: 0 }],
    ['a fractional nodeId', { nodeId: 1.5 }],
    ['no nodeId', {}],
  ])('refuses %s with 400 nodeId', async (_name, body) => {
    const answer = await t.request('POST', addFavoriteGame.path, { token: await player(), body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'nodeId' });
  });

  it('refuses a favourites page size over 999', async () => {
    const answer = await t.request('GET', favoriteGamesList.path, {
      token: await player(),
      query: { pageSize: '1000' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field: 'pageSize' });
  });
});
