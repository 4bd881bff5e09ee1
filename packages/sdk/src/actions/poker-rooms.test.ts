import { gameList, pokerRooms } from '@lobbykit/api-client/lobby';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture } from '../testing/lobby-fixtures';
import { GAME_LIST_PAGE_SIZE, loadGamePage, prefetchGameList, takeGamePage } from './game-catalogue';

let harness: Harness;
const room = (nodeId: number, name: string) =>
  gameFixture({ nodeId, vassalage: 'KX', gameType: 'PVP', gameCode: `KX-PVP-${nodeId}`, displayName: name });
const rooms = [room(41, "KX Texas Hold'em"), room(42, 'KX Pusoy'), room(43, 'KX Tongits')];

beforeEach(() => {
  harness = setUpRuntime();
  harness.platform.on(pokerRooms, { list: rooms });
  harness.platform.on(gameList, { games: [], totalCount: 0, pageNo: 1, pageSize: 60, totalPages: 0 });
});

const pvp = (query: Partial<Parameters<typeof loadGamePage>[0]> = {}) =>
  loadGamePage({ gameType: 'PVP', vassalage: 'KX', pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE, ...query });

describe('poker rooms (R7.42)', () => {
  it("R7.42 one PVP vendor's list is its rooms from GLS2_roomList, asked with the vendor and the caller's language", async () => {
    const page = await pvp();
    expect(page).toEqual({ games: rooms, totalCount: 3, pageNo: 1, pageSize: 60, totalPages: 1 });
    expect(harness.platform.calls(pokerRooms)).toHaveLength(1);
    const asked = harness.platform.calls(pokerRooms)[0]!;
    expect(asked.path).toBe('/wps/relay/GLS2_roomList');
    expect(Object.fromEntries(asked.query)).toMatchObject({ vassalage: 'KX', language: 'EN' });
    expect(harness.platform.calls(gameList)).toHaveLength(0);
  });

  it('R7.42 the popup list of a PVP vendor (games only) is its rooms too, cut into pages', async () => {
    const second = await pvp({ isGame: 'GAME', pageNo: 2, pageSize: 2 });
    expect(second).toMatchObject({ totalCount: 3, pageNo: 2, totalPages: 2 });
    expect(second.games.map((game) => game.nodeId)).toEqual([43]);
    expect(harness.platform.calls(gameList)).toHaveLength(0);
  });

  it('R7.42 every other list, a search, a sub-type or the whole PVP category asks the game list', async () => {
    await pvp({ gameName: 'Pusoy' });
    await pvp({ gameClassify: 'TG' });
    await pvp({ vassalage: undefined });
    await pvp({ isGame: 'VASSALAGE' });
    await loadGamePage({ gameType: 'RNG', vassalage: 'CQ9', pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE });
    expect(harness.platform.calls(gameList)).toHaveLength(5);
    expect(harness.platform.calls(pokerRooms)).toHaveLength(0);
  });

  it('R7.42 a PVP vendor list is not asked ahead from the game list: the rooms are asked when shown', async () => {
    prefetchGameList({ gameType: 'PVP', vassalage: 'KX' });
    expect(harness.platform.calls(gameList)).toHaveLength(0);
    expect(takeGamePage({ gameType: 'PVP', vassalage: 'KX', pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE })).toBe(
      undefined,
    );
    expect((await pvp()).games).toEqual(rooms);
  });
});
