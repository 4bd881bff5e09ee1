import { $modal } from '@lobbykit/sdk';
import { $menus } from '@lobbykit/sdk/lobby';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodies, platform } from '../testing/fake-api';
import { gameFixture, vendorFixture } from '../testing/game-fixtures';
import { signIn } from '../testing/sdk-state';
import { GameGrid } from './game-grid';

const sportsbook = gameFixture({
  nodeId: 77,
  displayName: 'IBC Sportsbook',
  vassalage: 'IBC',
  gameType: 'SPORTS',
});

beforeEach(() => {
  $menus.set(null);
  platform.on(endpoints.gameMenus, [
    {
      gameCategory: 'SPORTS',
      vendors: [
        vendorFixture('IBC', 'SPORTS', { name: 'IBC Sports', entry: sportsbook, gameCount: 1 }),
        vendorFixture('UG', 'SPORTS', {
          name: 'UG Sports',
          entry: { ...sportsbook, nodeId: 78, vassalage: 'UG' },
        }),
      ],
    },
  ]);
});

describe('game grid: game centres', () => {
  it("R2.10 shows the category's vendors as cards; a guest who picks one is asked to log in", async () => {
    render(<GameGrid view="centre" gameType="SPORTS" />);
    const ibc = await screen.findByRole('button', { name: 'Open IBC Sports' });
    expect(screen.getByRole('button', { name: 'Open UG Sports' })).toBeTruthy();
    // One lobby game: no count; a vendor with a list shows how many.
    expect(ibc.textContent).not.toContain('Games');
    expect(screen.getByRole('button', { name: 'Open UG Sports' }).textContent).toContain('Games: 40');
    fireEvent.click(ibc);
    await waitFor(() => expect($modal.get()?.name).toBe('login'));
  });

  it("R4.59 a player's vendor card launches the vendor's lobby game", async () => {
    signIn();
    platform.on(endpoints.launchGame, { url: 'http://games.test/demo-game?token=s' });
    platform.on(endpoints.recentGames, { games: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 });
    render(<GameGrid view="centre" gameType="SPORTS" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open IBC Sports' }));
    await waitFor(() => expect($modal.get()?.name).toBe('gameFrame'));
    expect(bodies(endpoints.launchGame)[0]).toMatchObject({
      nodeId: 77,
      vendor: 'IBC',
    });
  });

  it('says so when no vendor offers the category', async () => {
    render(<GameGrid view="centre" gameType="ESPORTS" />);
    expect(await screen.findByText('No vendors offer this category right now.')).toBeTruthy();
  });
});
