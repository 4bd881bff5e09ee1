import { recentGames } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $recentGames, resetMemberLobbyState } from '../stores/lobby';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture, recordEvents, signIn } from '../testing/lobby-fixtures';
import { loadRecentGames } from './recent-games';

let harness: Harness;

beforeEach(() => {
  harness = setUpRuntime();
  recordEvents();
  resetMemberLobbyState();
  harness.platform.on(recentGames, {
    games: [gameFixture({ nodeId: 5 }), gameFixture({ nodeId: 3 })],
    pageNo: 1,
    pageSize: 20,
    totalCount: 2,
    totalPages: 1,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('loadRecentGames', () => {
  it('R7.39 R9.11 asks page 1 of 20, gameType RNG, client type 3 and the language, with the token', async () => {
    await signIn(harness);
    await loadRecentGames();
    const [request] = harness.platform.calls(recentGames);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      page: '1',
      pageSize: '20',
      gameType: 'RNG',
      clientType: '3',
      language: 'EN',
    });
    expect(request?.headers.get('Authorization')).toBe('tok-123');
  });

  it('R7.39 keeps the most recent first in $recentGames', async () => {
    await signIn(harness);
    expect((await loadRecentGames()).map((game) => game.nodeId)).toEqual([5, 3]);
    expect($recentGames.get().map((game) => game.nodeId)).toEqual([5, 3]);
  });

  it('R2.84 asks nothing for a guest, who has no recent games', async () => {
    expect(await loadRecentGames()).toEqual([]);
    expect(harness.platform.requests).toHaveLength(0);
  });
});
