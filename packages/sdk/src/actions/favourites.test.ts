import { ErrorCode } from '@lobbykit/api-client';
import {
  addFavoriteGame,
  favoriteGames,
  favoriteGamesList,
  removeFavoriteGame,
} from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $favouriteIds, $favourites, resetMemberLobbyState } from '../stores/lobby';
import { $modal } from '../stores/modal';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture, recordEvents, signIn } from '../testing/lobby-fixtures';
import { setDialogs } from './dialogs';
import { addFavourite, FAVOURITE_THROTTLE_MS, loadFavourites, toggleFavourite } from './favourites';

const kept = gameFixture({ nodeId: 7 });
const fresh = gameFixture({ nodeId: 9, vassalage: 'PT', gameType: 'RNG', gameCode: 'PT-9' });

let harness: Harness;
let alerts: string[];
let now = Date.UTC(2026, 0, 1);
/** The server's favourites, changed by the add and remove handlers as the platform does. */
let serverIds: number[];
/** What the local lists held when each server call arrived (R4.64). */
let localAtCall: number[][];

/** Every test starts well past the previous test's throttle window. */
function advance(ms: number) {
  now += ms;
  vi.setSystemTime(now);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  advance(60_000);
  harness = setUpRuntime();
  recordEvents();
  resetMemberLobbyState();
  $modal.set(null);
  alerts = [];
  serverIds = [7];
  localAtCall = [];
  setDialogs({ alert: async (message) => void alerts.push(message) });
  harness.platform.on(favoriteGames, () => serverIds);
  harness.platform.on(favoriteGamesList, () => ({
    content: [kept],
    pageNum: 1,
    pageSize: 999,
    totalPages: 1,
    totalCount: 1,
  }));
  harness.platform.on(addFavoriteGame, (_input, request) => {
    localAtCall.push([...$favouriteIds.get()]);
    const { nodeId } = request.body as { nodeId: number };
    serverIds = [nodeId, ...serverIds.filter((id) => id !== nodeId)];
    return serverIds;
  });
  harness.platform.on(removeFavoriteGame, (_input, request) => {
    localAtCall.push([...$favouriteIds.get()]);
    const { nodeId } = request.body as { nodeId: number };
    serverIds = serverIds.filter((id) => id !== nodeId);
    return serverIds;
  });
});
afterEach(() => {
  setDialogs(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadFavourites', () => {
  it('R7.35 R7.36 R9.12 loads the ids and the list, page 1 of 999, for a member', async () => {
    await signIn(harness);
    expect(await loadFavourites()).toBe(true);
    expect($favouriteIds.get()).toEqual([7]);
    expect($favourites.get().map((game) => game.nodeId)).toEqual([7]);
    const [list] = harness.platform.calls(favoriteGamesList);
    expect(list?.headers.get('Authorization')).toBe('tok-123');
    expect(harness.platform.calls(favoriteGames)).toHaveLength(1);
  });

  it('R7.36 R9.12 R9.15 asks the list with pageNo 1, pageSize 999 and client type 3', async () => {
    await signIn(harness);
    await loadFavourites();
    const query = harness.platform.calls(favoriteGamesList)[0]?.query;
    expect(query?.get('pageNo')).toBe('1');
    expect(query?.get('pageSize')).toBe('999');
    expect(query?.get('clientType')).toBe('3');
    expect(query?.get('language')).toBe('EN');
  });

  it('R6.04 asks nothing for a guest and leaves the lists empty', async () => {
    expect(await loadFavourites()).toBe(false);
    expect(harness.platform.requests).toHaveLength(0);
    expect($favouriteIds.get()).toEqual([]);
  });
});

describe('toggleFavourite', () => {
  beforeEach(async () => {
    await signIn(harness);
    await loadFavourites();
  });

  it('R4.60 R7.37 adds a game that is not a favourite: POST nodeId, vendor, gameType and game', async () => {
    expect(await toggleFavourite(fresh)).toBe('added');
    expect(harness.platform.calls(addFavoriteGame)[0]?.body).toEqual({
      nodeId: 9,
      vendor: 'PT',
      gameType: 'RNG',
      game: 'PT-9',
    });
    expect($favouriteIds.get()).toEqual([9, 7]);
    expect($favourites.get().map((game) => game.nodeId)).toEqual([9, 7]);
  });

  it('R4.61 R7.38 removes a game that is a favourite: DELETE nodeId', async () => {
    expect(await toggleFavourite(kept)).toBe('removed');
    expect(harness.platform.calls(removeFavoriteGame)[0]?.body).toEqual({ nodeId: 7 });
    expect($favouriteIds.get()).toEqual([]);
    expect($favourites.get()).toEqual([]);
  });

  it('R4.64 changes the local lists before the server call goes out', async () => {
    await toggleFavourite(fresh);
    expect(localAtCall).toEqual([[9, 7]]);
  });

  it('R4.62 R9.22 drops a second toggle inside 1000 ms and never replays it', async () => {
    expect(await toggleFavourite(fresh)).toBe('added');
    advance(FAVOURITE_THROTTLE_MS - 1);
    expect(await toggleFavourite(fresh)).toBe('throttled');
    advance(5_000);
    expect(harness.platform.calls(removeFavoriteGame)).toHaveLength(0);
    expect(harness.platform.calls(addFavoriteGame)).toHaveLength(1);
    expect($favouriteIds.get()).toContain(9);
  });

  it('R4.62 R9.22 accepts the next toggle once 1000 ms have passed', async () => {
    await toggleFavourite(fresh);
    advance(FAVOURITE_THROTTLE_MS);
    expect(await toggleFavourite(fresh)).toBe('removed');
    expect($favouriteIds.get()).toEqual([7]);
  });

  it('R4.63 ignores an add for an id already present, without a request', async () => {
    expect(await addFavourite(kept)).toBe('ignored');
    expect(harness.platform.calls(addFavoriteGame)).toHaveLength(0);
    expect($favouriteIds.get()).toEqual([7]);
  });

  it('R4.64 puts the lists back and reports the error when the server refuses', async () => {
    harness.platform.fail(addFavoriteGame, ErrorCode.notFound);
    expect(await toggleFavourite(fresh)).toBe('failed');
    expect($favouriteIds.get()).toEqual([7]);
    expect($favourites.get().map((game) => game.nodeId)).toEqual([7]);
    expect(alerts).toEqual(['The requested item was not found.']);
  });
});

describe('toggleFavourite for a guest', () => {
  it('R8.29 opens the login popup and changes nothing', async () => {
    expect(await toggleFavourite(fresh)).toBe('login');
    expect($modal.get()?.name).toBe('login');
    expect($favouriteIds.get()).toEqual([]);
    expect(harness.platform.requests).toHaveLength(0);
  });
});

describe('favourites known wherever hearts are drawn', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('issue 16 (1): watching the ids after a reload loads them for the member, without any page asking', async () => {
    await signIn(harness);
    const stop = $favouriteIds.listen(() => undefined);
    await settle();
    await settle();
    expect(harness.platform.calls(favoriteGames)).toHaveLength(1);
    expect($favouriteIds.get()).toEqual([7]);
    stop();
  });

  it('issue 16 (1): a sign-in while hearts are shown loads them; a guest asks nothing', async () => {
    const stop = $favourites.listen(() => undefined);
    await settle();
    expect(harness.platform.calls(favoriteGames)).toHaveLength(0);
    await signIn(harness);
    await settle();
    await settle();
    expect($favourites.get().map((game) => game.nodeId)).toEqual([7]);
    expect(harness.platform.calls(favoriteGamesList)).toHaveLength(1);
    stop();
  });
});
