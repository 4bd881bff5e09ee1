import { ErrorCode } from '@lobbykit/api-client';
import { gameList, hotGames } from '@lobbykit/api-client/lobby';
import { failure } from '@lobbykit/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $menus, $sectionGames } from '../stores/lobby';
import { type FakeRequest, type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture, menusFixture, recordEvents } from '../testing/lobby-fixtures';
import {
  homeSections,
  hotOnHome,
  loadHomeSections,
  SECTION_REQUEST_GAP_MS,
  sectionPageSize,
} from './home-sections';

const games = (count: number) => Array.from({ length: count }, (_, i) => gameFixture({ nodeId: i + 1 }));
const ids = (sections: { id: string }[]) => sections.map((section) => section.id);
const signedOut = { isLogin: false, recentCount: 0 };

describe('homeSections', () => {
  it('R2.83 R2.90 on HOME: hot, slots, live, sports, PVP, esports; no fishing, bingo or cockfight', () => {
    expect(ids(homeSections('HOME', signedOut))).toEqual(['hot', 'RNG', 'LIVE', 'SPORTS', 'PVP', 'ESPORTS']);
  });

  it('R2.84 shows recent only to a signed-in player who has recent games', () => {
    expect(ids(homeSections('HOME', { isLogin: true, recentCount: 0 }))).not.toContain('recent');
    expect(ids(homeSections('HOME', { isLogin: false, recentCount: 3 }))).not.toContain('recent');
    expect(ids(homeSections('HOME', { isLogin: true, recentCount: 3 })).slice(0, 2)).toEqual([
      'recent',
      'favourites',
    ]);
  });

  it('R2.85 R2.86 shows favourites, as a carousel, only when signed in', () => {
    expect(ids(homeSections('HOME', signedOut))).not.toContain('favourites');
    const favourites = homeSections('HOME', { isLogin: true, recentCount: 0 }).find(
      (section) => section.id === 'favourites',
    );
    expect(favourites?.carousel).toBe(true);
  });

  it.each(['FISH', 'BINGO', 'COCKFIGHT', 'LIVE'] as const)(
    'R2.90 with %s chosen shows that category\u2019s section',
    (type) => {
      expect(ids(homeSections(type, { isLogin: true, recentCount: 2 }))).toEqual([type]);
    },
  );

  it('R2.91 links the slots section to /rng and the PVP section to /pvp', () => {
    const more = Object.fromEntries(
      homeSections('HOME', signedOut).map((section) => [section.id, section.more]),
    );
    expect(more).toMatchObject({ RNG: '/rng', PVP: '/pvp', LIVE: null, hot: null });
  });

  it('R2.30 leaves out categories without a vendor when the menus say which have one', () => {
    expect(ids(homeSections('HOME', { ...signedOut, categories: ['RNG', 'LIVE'] }))).toEqual([
      'hot',
      'RNG',
      'LIVE',
    ]);
  });

  it('R9.13 asks 10 games for slots, 25 for bingo and 5 for the others', () => {
    expect(sectionPageSize('RNG')).toBe(10);
    expect(sectionPageSize('BINGO')).toBe(25);
    for (const type of ['LIVE', 'FISH', 'SPORTS', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const) {
      expect(sectionPageSize(type)).toBe(5);
    }
  });
});

describe('hotOnHome', () => {
  it('R2.87 R2.88 R9.17 R9.18 caps the list at 12 and shows at most 9', () => {
    const hot = hotOnHome(games(15));
    expect(hot.total).toBe(12);
    expect(hot.games.map((game) => game.nodeId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('R2.89 R9.19 shows More to /hot only over 7 games', () => {
    expect(hotOnHome(games(7)).more).toBeNull();
    expect(hotOnHome(games(8)).more).toBe('/hot');
    expect(hotOnHome(games(3)).games).toHaveLength(3);
  });
});

describe('loadHomeSections', () => {
  let harness: Harness;
  let timeline: string[];

  const page = (request: FakeRequest) => {
    timeline.push(`GET ${request.query.get('gameType')}`);
    return { games: games(2), totalCount: 40, pageNo: 1, pageSize: 5, totalPages: 8 };
  };

  beforeEach(() => {
    harness = setUpRuntime();
    recordEvents();
    $menus.set(null);
    $sectionGames.set({});
    timeline = [];
    harness.platform.on(gameList, (_input, request) => page(request));
    harness.platform.on(hotGames, () => {
      timeline.push('GET hot');
      return { list: games(14) };
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const wait = async (ms: number) => void timeline.push(`wait ${ms}`);

  it('R9.14 requests the sections one after another, 300 ms apart', async () => {
    await loadHomeSections({ gameType: 'HOME', wait });
    expect(SECTION_REQUEST_GAP_MS).toBe(300);
    expect(timeline).toEqual([
      'GET hot',
      'wait 300',
      'GET RNG',
      'wait 300',
      'GET LIVE',
      'wait 300',
      'GET SPORTS',
      'wait 300',
      'GET PVP',
      'wait 300',
      'GET ESPORTS',
    ]);
  });

  it('R9.13 R9.15 sends each category its page size, page 1 and client type 3', async () => {
    await loadHomeSections({ gameType: 'HOME', wait });
    const sizes = harness.platform
      .calls(gameList)
      .map((request) => [
        request.query.get('gameType'),
        request.query.get('pageSize'),
        request.query.get('pageNo'),
      ]);
    expect(sizes).toEqual([
      ['RNG', '10', '1'],
      ['LIVE', '5', '1'],
      ['SPORTS', '5', '1'],
      ['PVP', '5', '1'],
      ['ESPORTS', '5', '1'],
    ]);
    expect(harness.platform.calls(gameList)[0]?.query.get('clientType')).toBe('3');
  });

  it('R7.32 R9.17 asks the hot list with isPlatform 2 and the html5 platform, and keeps 12', async () => {
    await loadHomeSections({ gameType: 'HOME', wait });
    const query = harness.platform.calls(hotGames)[0]?.query;
    expect(query?.get('isPlatform')).toBe('2');
    expect(query?.get('platform')).toBe('flash,html5-desktop');
    expect(query?.get('merchantCode')).toBe('ph');
    expect($sectionGames.get().hot?.games).toHaveLength(12);
  });

  it('R9.26 reads the hot list from session storage the second time', async () => {
    await loadHomeSections({ gameType: 'HOME', wait });
    await loadHomeSections({ gameType: 'HOME', wait });
    expect(harness.platform.calls(hotGames)).toHaveLength(1);
  });

  it('R9.13 R9.16 asks bingo for 25 games of classify BG', async () => {
    await loadHomeSections({ gameType: 'BINGO', wait });
    const query = harness.platform.calls(gameList)[0]?.query;
    expect(query?.get('gameType')).toBe('BINGO');
    expect(query?.get('gameClassify')).toBe('BG');
    expect(query?.get('pageSize')).toBe('25');
  });

  it('R2.83 stores each section ready, and a failed one as an error the widget can retry', async () => {
    harness.platform.on(gameList, (_input, request) =>
      request.query.get('gameType') === 'LIVE' ? failure(ErrorCode.maintenance) : page(request),
    );
    await loadHomeSections({ gameType: 'HOME', wait });
    expect($sectionGames.get().RNG).toMatchObject({ status: 'ready', totalCount: 40 });
    expect($sectionGames.get().LIVE).toEqual({
      status: 'error',
      games: [],
      totalCount: 0,
      errorCode: 'maintenance',
    });
  });

  it('R2.30 asks only for categories the menus offer', async () => {
    $menus.set(menusFixture().filter((entry) => entry.gameCategory !== 'PVP'));
    await loadHomeSections({ gameType: 'HOME', wait });
    expect(timeline.filter((step) => step.startsWith('GET'))).toEqual([
      'GET hot',
      'GET RNG',
      'GET LIVE',
      'GET SPORTS',
      'GET ESPORTS',
    ]);
  });

  it('R4.48 stops an older load when the player picks another type', async () => {
    let release: () => void = () => {};
    const first = loadHomeSections({
      gameType: 'HOME',
      wait: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await vi.waitFor(() => expect(timeline).toEqual(['GET hot']));
    await loadHomeSections({ gameType: 'FISH', wait });
    release();
    await first;
    expect(timeline).toEqual(['GET hot', 'GET FISH']);
  });
});
