import { $modal, getClient } from '@lobbykit/sdk';
import { $favourites, $menus, loadGamePage, prefetchGameList } from '@lobbykit/sdk/lobby';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform, queries } from '../testing/fake-api';
import { gameCatalogue, gameFixture } from '../testing/game-fixtures';
import { gameRoutes } from '../testing/game-routes';
import { bangladesh, philippines, signIn, startupReady } from '../testing/sdk-state';
import { GameGrid } from './game-grid';

const listQueries = () => queries(endpoints.gameList);
const cardNames = () => Array.from(document.querySelectorAll('.lk-card__name'), (name) => name.textContent);

beforeEach(() => {
  $menus.set(null);
  $favourites.set([]);
  getClient().clearCache();
});

describe('game grid: list centres', () => {
  it('R2.11 R7.31 R9.15 shows a category page by page from the server, with the count', async () => {
    gameRoutes();
    render(<GameGrid view="list" gameType="RNG" />);
    expect(document.querySelector('[aria-busy="true"] .lk-card-skeleton')).not.toBeNull();
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeTruthy();
    const [first] = listQueries();
    expect(first).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '60', clientType: '3' });
    expect(screen.getByText('Showing 60 of 130 games')).toBeTruthy();
  });

  it('R7.31 draws the first page asked ahead (and answered) in its first render, asking it once', async () => {
    gameRoutes();
    prefetchGameList({ gameType: 'RNG' });
    await waitFor(() => expect(listQueries()).toHaveLength(1));
    // Its answer has come once a later ask has: the client answers in order.
    await loadGamePage({ gameType: 'RNG', pageNo: 2, pageSize: 60 });
    render(<GameGrid view="list" gameType="RNG" />);
    expect(document.querySelector('.lk-card-skeleton')).toBeNull();
    expect(cardNames().length).toBeGreaterThan(0);
    expect(screen.getByText('Showing 60 of 130 games')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(listQueries().map((query) => query.pageNo)).toEqual(['1', '2']);
  });

  it("holds the vendor chips' row until the menus come, then shows the chips in it", async () => {
    gameRoutes();
    render(<GameGrid view="list" gameType="RNG" />);
    expect(document.querySelector('.lk-chips--pending')?.getAttribute('aria-hidden')).toBe('true');
    expect(await screen.findByRole('button', { name: 'All vendors' })).toBeTruthy();
    expect(document.querySelector('.lk-chips--pending')).toBeNull();
    // One sideways row, as high as the held room at every width (game-grid.css.ts; e2e vendor-chips).
    const row = screen.getByRole('group', { name: 'Vendors' });
    expect(row.parentElement?.className).toBe('lk-chip-row');
    expect(row.querySelectorAll('.lk-chip').length).toBeGreaterThan(2);
  });

  it('pages through the server with Load more', async () => {
    gameRoutes();
    render(<GameGrid view="list" gameType="RNG" />);
    const more = await screen.findByRole('button', { name: 'Load more games' });
    fireEvent.click(more);
    await waitFor(() => expect(screen.getByText('Showing 120 of 130 games')).toBeTruthy());
    expect(listQueries()[1]).toMatchObject({ pageNo: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    await waitFor(() => expect(screen.getByText('All 130 games shown')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
  });

  it('R2.12 R4.58 /rng?vassalage=CQ9 shows only that vendor, its chip pressed', async () => {
    gameRoutes();
    render(<GameGrid view="list" gameType="RNG" vassalage="CQ9" />);
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
    expect(listQueries()[0]?.vassalage).toBe('CQ9');
    const vendors = Array.from(document.querySelectorAll('.lk-card__vendor'), (badge) => badge.textContent);
    expect(new Set(vendors)).toEqual(new Set(['CQ9']));
    const chip = await screen.findByRole('button', { name: 'CQ9' });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'All vendors' }));
    await waitFor(() => expect(listQueries().at(-1)?.vassalage).toBeUndefined());
  });

  it('finds a game by name through the server, once typing pauses', async () => {
    const catalogue = [
      ...gameCatalogue(40),
      gameFixture({ nodeId: 500, displayName: 'Moonlight Koi Palace' }),
    ];
    gameRoutes({ catalogue });
    render(<GameGrid view="list" gameType="RNG" />);
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
    const search = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.input(search, { target: { value: 'moon' } });
    fireEvent.input(search, { target: { value: 'moonlight' } });
    await waitFor(() => expect(cardNames()).toEqual(['Moonlight Koi Palace']));
    const searches = listQueries().filter((query) => query.gameName);
    expect(searches.map((query) => query.gameName)).toEqual(['moonlight']);
  });

  it("shows 'No games match' with a way to clear the filters", async () => {
    gameRoutes();
    render(<GameGrid view="list" gameType="RNG" search="zzz-nothing" />);
    expect(await screen.findByText('No games match.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames().length).toBeGreaterThan(0));
    expect(listQueries().at(-1)?.gameName).toBeUndefined();
  });

  it('says the games could not be loaded and retries', async () => {
    platform.fail(endpoints.gameList, 'maintenance', { status: 503, message: 'x' });
    render(<GameGrid view="list" gameType="LIVE" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The games could not be loaded.');
    gameRoutes();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardNames().length).toBe(8));
  });

  it('R7.32 /hot lists the hot games whole', async () => {
    const { hot } = gameRoutes();
    render(<GameGrid view="list" list="hot" />);
    await waitFor(() => expect(cardNames().length).toBe(12));
    expect(cardNames()[0]).toBe(hot[0]?.displayName);
    expect(screen.getByRole('heading', { name: 'Hot games' })).toBeTruthy();
  });

  it('R2.13 /favorite asks a guest to log in', async () => {
    render(<GameGrid view="list" list="favorite" />);
    expect(screen.getByText('Log in to see your favourite games.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($modal.get()?.name).toBe('login');
  });

  it('R2.13 R7.36 /favorite lists the favourites, and says how to add some when there are none', async () => {
    const favourite = gameFixture({ nodeId: 42, displayName: 'Koi Quest' });
    platform.on(endpoints.favoriteGames, [42]);
    platform.on(endpoints.favoriteGamesList, {
      content: [favourite],
      pageNum: 1,
      pageSize: 999,
      totalPages: 1,
      totalCount: 1,
    });
    // Signing in while hearts are watched loads the favourites at once: the server answers first.
    signIn();
    const { unmount } = render(<GameGrid view="list" list="favorite" />);
    await waitFor(() => expect(cardNames()).toEqual(['Koi Quest']));
    expect(screen.getByRole('button', { name: 'Remove Koi Quest from favourites' })).toBeTruthy();
    unmount();
    platform.on(endpoints.favoriteGames, []);
    platform.on(endpoints.favoriteGamesList, {
      content: [],
      pageNum: 1,
      pageSize: 999,
      totalPages: 0,
      totalCount: 0,
    });
    render(<GameGrid view="list" list="favorite" />);
    expect(
      await screen.findByText('No favourites yet. Tap the heart on a game to keep it here.'),
    ).toBeTruthy();
  });

  it('R7.39 /recent lists the games the member played', async () => {
    signIn();
    platform.on(endpoints.recentGames, {
      games: gameCatalogue(3),
      pageNo: 1,
      pageSize: 20,
      totalCount: 3,
      totalPages: 1,
    });
    render(<GameGrid view="list" list="recent" />);
    await waitFor(() => expect(cardNames().length).toBe(3));
    expect(queries(endpoints.recentGames)[0]).toMatchObject({
      page: '1',
      pageSize: '20',
    });
  });
});

describe('game grid: sub-types of a vendor (R2.98, R2.99)', () => {
  const vendorTypes = {
    vassalage: 'CQ9',
    name: 'CQ9',
    logoUrl: 'https://cdn.test/cq9.png',
    gameTypes: [
      {
        gameType: 'RNG' as const,
        gameCount: 40,
        subTypes: [
          { gameClassify: 'SC' as const, gameCount: 4 },
          { gameClassify: 'BG' as const, gameCount: 6 },
        ],
      },
    ],
  };
  const subTypeChips = () =>
    Array.from(
      document.querySelectorAll('fieldset.lk-chips')[1]?.querySelectorAll('button') ?? [],
      (chip) => chip.textContent,
    );

  it('R2.99 offers the bingo sub-type on a merchant with TY, and filters the list by the chosen sub-type', async () => {
    startupReady(philippines);
    gameRoutes();
    platform.on(endpoints.vassGameType, vendorTypes);
    render(<GameGrid view="list" gameType="RNG" vassalage="CQ9" />);
    await waitFor(() => expect(subTypeChips()).toEqual(['All types', 'Scratch', 'Bingo']));
    fireEvent.click(screen.getByRole('button', { name: 'Bingo' }));
    await waitFor(() => expect(listQueries().at(-1)?.gameClassify).toBe('BG'));
    expect(screen.getByRole('button', { name: 'Bingo' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('R2.99 leaves bingo out on a merchant without TY (EN and BN)', async () => {
    startupReady(bangladesh);
    gameRoutes();
    platform.on(endpoints.vassGameType, vendorTypes);
    render(<GameGrid view="list" gameType="RNG" vassalage="CQ9" />);
    await waitFor(() => expect(subTypeChips()).toEqual(['All types', 'Scratch']));
    expect(screen.queryByRole('button', { name: 'Bingo' })).toBeNull();
  });
});
