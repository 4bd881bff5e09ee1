import { getClient } from '@lobbykit/sdk';
import {
  $favouriteIds,
  $favourites,
  $gameType,
  $menus,
  $recentGames,
  $sectionGames,
} from '@lobbykit/sdk/lobby';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { platform, queries } from '../testing/fake-api';
import { gameCatalogue, vendorFixture } from '../testing/game-fixtures';
import { gameRoutes } from '../testing/game-routes';
import { signIn } from '../testing/sdk-state';
import { GameGrid } from './game-grid';

const paths: string[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  paths.push((event as CustomEvent<{ path: string }>).detail.path);
};

beforeEach(() => {
  paths.length = 0;
  window.addEventListener('lobbykit:navigate', onNavigate);
  $menus.set(null);
  $gameType.set('HOME');
  $sectionGames.set({});
  $recentGames.set([]);
  $favourites.set([]);
  $favouriteIds.set([]);
  // Hot games are cached for the session (R9.26): each test starts a new session.
  getClient().clearCache();
});
afterEach(() => window.removeEventListener('lobbykit:navigate', onNavigate));

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const lane = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
const namesIn = (section: HTMLElement) =>
  Array.from(section.querySelectorAll('.lk-card__name'), (name) => name.textContent);

/** Menus with slots, live and fishing vendors: on HOME fishing is left out (R2.90). */
function homeRoutes(hotCount = 12) {
  return gameRoutes({
    catalogue: [
      ...gameCatalogue(30, 'RNG'),
      ...gameCatalogue(10, 'LIVE', ['EA'], 500),
      ...gameCatalogue(6, 'FISH', ['CQ9'], 900),
    ],
    menus: [
      { gameCategory: 'RNG', vendors: [vendorFixture('PG', 'RNG'), vendorFixture('CQ9', 'RNG')] },
      { gameCategory: 'LIVE', vendors: [vendorFixture('EA', 'LIVE')] },
      { gameCategory: 'FISH', vendors: [vendorFixture('CQ9', 'FISH')] },
    ],
    hot: gameCatalogue(hotCount, 'RNG', ['PG'], 2000),
  });
}

describe('game grid: home sections', () => {
  it('R2.83 R2.90 R9.13 R9.14 on HOME a guest sees hot, slots and live; fishing waits for its type', async () => {
    homeRoutes();
    render(<GameGrid />);
    await waitFor(() => expect(namesIn(lane('Live casino')).length).toBe(5), { timeout: 3000 });
    expect(headings()).toEqual(['Hot games', 'Slots', 'Live casino']);
    const sizes = queries(endpoints.gameList).map((query) => query.pageSize);
    expect(sizes).toEqual(['10', '5']);
    expect(namesIn(lane('Slots')).length).toBe(10);
  });

  it('R2.87 R2.88 R2.89 shows at most 9 hot games and More to /hot when there are over 7', async () => {
    homeRoutes(12);
    render(<GameGrid />);
    await waitFor(() => expect(namesIn(lane('Hot games')).length).toBe(9), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'More Hot games' }));
    expect(paths).toEqual(['/hot']);
  });

  it('R2.89 no More link with 7 hot games or fewer', async () => {
    homeRoutes(7);
    render(<GameGrid />);
    await waitFor(() => expect(namesIn(lane('Hot games')).length).toBe(7), { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'More Hot games' })).toBeNull();
  });

  it("R2.91 the slots section's more link goes to /rng", async () => {
    homeRoutes();
    render(<GameGrid />);
    fireEvent.click(await screen.findByRole('button', { name: 'More Slots' }));
    expect(paths).toEqual(['/rng']);
  });

  it('R2.84 R2.85 R2.86 signed in: recent when non-empty and the favourites carousel come first', async () => {
    homeRoutes();
    signIn();
    platform.on(endpoints.recentGames, {
      games: gameCatalogue(2, 'RNG', ['PG'], 3000),
      pageNo: 1,
      pageSize: 20,
      totalCount: 2,
      totalPages: 1,
    });
    platform.on(endpoints.favoriteGames, []);
    platform.on(endpoints.favoriteGamesList, {
      content: [],
      pageNum: 1,
      pageSize: 999,
      totalPages: 0,
      totalCount: 0,
    });
    render(<GameGrid />);
    await waitFor(() => expect(headings()[0]).toBe('Recent games'), { timeout: 3000 });
    expect(headings().slice(0, 3)).toEqual(['Recent games', 'Favourites', 'Hot games']);
    expect(namesIn(lane('Recent games')).length).toBe(2);
    expect(screen.getByText('No favourites yet. Tap the heart on a game to keep it here.')).toBeTruthy();
  });

  it('R2.84 leaves recent out when the member has played nothing', async () => {
    homeRoutes();
    signIn();
    platform.on(endpoints.recentGames, { games: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 });
    platform.on(endpoints.favoriteGames, []);
    platform.on(endpoints.favoriteGamesList, {
      content: [],
      pageNum: 1,
      pageSize: 999,
      totalPages: 0,
      totalCount: 0,
    });
    render(<GameGrid />);
    await waitFor(() => expect(headings()[0]).toBe('Favourites'), { timeout: 3000 });
    expect(headings()).not.toContain('Recent games');
  });

  it('R2.90 with fishing chosen, the fishing section shows', async () => {
    homeRoutes();
    $gameType.set('FISH');
    render(<GameGrid />);
    await waitFor(() => expect(namesIn(lane('Fishing')).length).toBe(5), { timeout: 3000 });
    expect(headings()).toEqual(['Fishing']);
  });

  it('R4.50 mounting home while on slots puts the game type back to HOME', () => {
    homeRoutes();
    $gameType.set('RNG');
    render(<GameGrid />);
    expect($gameType.get()).toBe('HOME');
  });

  it('shows skeletons while a section loads and an error with retry when it fails', async () => {
    homeRoutes();
    platform.fail(endpoints.hotGames, 'unknown_error', { status: 500, message: 'x' });
    render(<GameGrid />);
    expect(document.querySelector('.lk-lane[aria-busy="true"] .lk-card-skeleton')).not.toBeNull();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('The games could not be loaded.');
  });
});
