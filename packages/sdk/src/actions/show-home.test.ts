import { gameList, gameMenus, hotGames } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $menus, $sectionGames } from '../stores/lobby';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture, menusFixture } from '../testing/lobby-fixtures';
import { showHomeSections } from './show-home';

const games = (count: number) => Array.from({ length: count }, (_, i) => gameFixture({ nodeId: i + 1 }));
/** Lets the promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showHomeSections', () => {
  let harness: Harness;
  let timeline: string[];
  let answerMenus: () => void;

  beforeEach(() => {
    harness = setUpRuntime();
    $menus.set(null);
    $sectionGames.set({});
    timeline = [];
    const menus = new Promise<void>((resolve) => {
      answerMenus = resolve;
    });
    harness.platform.on(gameMenus, async () => {
      timeline.push('GET menus');
      await menus;
      return menusFixture();
    });
    harness.platform.on(gameList, (input) => {
      timeline.push(`GET ${input.gameType}`);
      return { games: games(2), totalCount: 2, pageNo: 1, pageSize: 5, totalPages: 1 };
    });
    harness.platform.on(hotGames, () => {
      timeline.push('GET hot');
      return { list: games(3) };
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const wait = async (ms: number) => void timeline.push(`wait ${ms}`);

  it('R2.30 R9.14 asks the menus first, then the sections one after another', async () => {
    showHomeSections({ gameType: 'FISH', wait });
    answerMenus();
    await vi.waitFor(() => expect($sectionGames.get().FISH?.status).toBe('ready'));
    expect(timeline).toEqual(['GET menus', 'GET FISH']);
  });

  it('a newer call (another game type) stops an older one before its sections start', async () => {
    showHomeSections({ gameType: 'LIVE', wait });
    showHomeSections({ gameType: 'FISH', wait });
    answerMenus();
    await vi.waitFor(() => expect($sectionGames.get().FISH?.status).toBe('ready'));
    await settle();
    expect(timeline.filter((step) => !step.includes('menus'))).toEqual(['GET FISH']);
    expect($sectionGames.get().LIVE).toBeUndefined();
  });

  it('stop (the home page left) asks no section', async () => {
    const stop = showHomeSections({ gameType: 'FISH', wait });
    stop();
    answerMenus();
    await vi.waitFor(() => expect($menus.get()).not.toBeNull());
    await settle();
    expect(timeline).toEqual(['GET menus']);
    expect($sectionGames.get()).toEqual({});
  });
});
