import { gameList } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture } from '../testing/lobby-fixtures';
import { GAME_LIST_PAGE_SIZE, loadGamePage, prefetchGameList, takeGamePage } from './game-catalogue';

const page = (nodeId: number) => ({
  games: [gameFixture({ nodeId })],
  totalCount: 1,
  pageNo: 1,
  pageSize: 60,
  totalPages: 1,
});

describe('a list centre’s first page asked ahead', () => {
  let harness: Harness;
  let answers: number;

  beforeEach(() => {
    harness = setUpRuntime();
    answers = 0;
    harness.platform.on(gameList, () => page(++answers));
  });
  afterEach(() => vi.useRealTimers());

  const first = (vassalage?: string) =>
    loadGamePage({ gameType: 'RNG', vassalage, pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE });

  it('R7.31 is asked once: the list view’s own first ask takes the answer asked ahead', async () => {
    prefetchGameList({ gameType: 'RNG', vassalage: 'CQ9' });
    prefetchGameList({ gameType: 'RNG', vassalage: 'CQ9' });
    const answer = await first('CQ9');
    expect(answer.games[0]?.nodeId).toBe(1);
    const calls = harness.platform.calls(gameList);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]?.query ?? [])).toMatchObject({
      clientType: '3',
      language: 'EN',
      gameType: 'RNG',
      vassalage: 'CQ9',
      pageNo: '1',
      pageSize: String(GAME_LIST_PAGE_SIZE),
    });
    // Taken once: the next ask (a retry, a return to the page) goes to the server again.
    expect((await first('CQ9')).games[0]?.nodeId).toBe(2);
  });

  it('R7.31 is taken at once (once) when it has come, and not while it is on its way', async () => {
    const query = { gameType: 'RNG' as const, vassalage: 'PG', pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE };
    prefetchGameList({ gameType: 'RNG', vassalage: 'PG' });
    expect(takeGamePage(query)).toBeUndefined();
    await vi.waitFor(() => expect(takeGamePage({ ...query, vassalage: 'CQ9' })).toBeUndefined());
    await vi.waitFor(() => expect(takeGamePage(query)?.games[0]?.nodeId).toBe(1));
    expect(takeGamePage(query)).toBeUndefined();
    expect((await first('PG')).games[0]?.nodeId).toBe(2);
    expect(harness.platform.calls(gameList)).toHaveLength(2);
  });

  it('never answers another query: another vendor, a search or another page asks the server', async () => {
    prefetchGameList({ gameType: 'RNG' });
    await first('PG');
    await loadGamePage({ gameType: 'RNG', gameName: 'koi', pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE });
    await loadGamePage({ gameType: 'RNG', pageNo: 2, pageSize: GAME_LIST_PAGE_SIZE });
    expect(harness.platform.calls(gameList)).toHaveLength(4);
    expect((await first()).games[0]?.nodeId).toBe(1);
  });

  it('is not served once it is more than 10 seconds old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchGameList({ gameType: 'LIVE' });
    vi.setSystemTime(Date.now() + 10_001);
    await loadGamePage({ gameType: 'LIVE', pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE });
    expect(harness.platform.calls(gameList)).toHaveLength(2);
  });

  it('R7.31 says when the page asked ahead has come (it is then taken at once), and never rejects', async () => {
    const query = { gameType: 'RNG' as const, vassalage: 'JDB', pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE };
    const came = prefetchGameList({ gameType: 'RNG', vassalage: 'JDB' });
    // Asked again while on its way: the same answer, not a second request.
    const again = prefetchGameList({ gameType: 'RNG', vassalage: 'JDB' });
    await expect(came).resolves.toBeUndefined();
    await again;
    expect(takeGamePage(query)?.games[0]?.nodeId).toBe(1);
    harness.platform.fail(gameList, 'maintenance');
    await expect(prefetchGameList({ gameType: 'LIVE' })).resolves.toBeUndefined();
    expect(harness.platform.calls(gameList)).toHaveLength(2);
  });

  it('asks again when the page asked ahead failed, so one fault does not reach the list', async () => {
    harness.platform.fail(gameList, 'maintenance');
    prefetchGameList({ gameType: 'FISH' });
    await Promise.resolve();
    harness.platform.on(gameList, () => page(7));
    const answer = await loadGamePage({ gameType: 'FISH', pageNo: 1, pageSize: GAME_LIST_PAGE_SIZE });
    expect(answer.games[0]?.nodeId).toBe(7);
    expect(harness.platform.calls(gameList)).toHaveLength(2);
  });
});
