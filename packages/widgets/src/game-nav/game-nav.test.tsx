import { $modal } from '@lobbykit/sdk';
import { $gameType, $menus } from '@lobbykit/sdk/lobby';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodies, platform } from '../testing/fake-api';
import { gameFixture, vendorFixture } from '../testing/game-fixtures';
import { signIn } from '../testing/sdk-state';
import { GameNav } from './game-nav';

const paths: string[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  paths.push((event as CustomEvent<{ path: string }>).detail.path);
};

const sportsbook = gameFixture({
  nodeId: 77,
  displayName: 'IBC Sportsbook',
  vassalage: 'IBC',
  gameType: 'SPORTS',
});
const liveVendors = ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP', 'EVO', 'SA'];

beforeEach(() => {
  paths.length = 0;
  window.addEventListener('lobbykit:navigate', onNavigate);
  $gameType.set('HOME');
  $menus.set(null);
  platform.on(endpoints.gameMenus, [
    { gameCategory: 'LIVE', vendors: liveVendors.map((code) => vendorFixture(code, 'LIVE')) },
    {
      gameCategory: 'SPORTS',
      vendors: [vendorFixture('IBC', 'SPORTS', { name: 'IBC', entry: sportsbook })],
    },
    { gameCategory: 'RNG', vendors: [vendorFixture('PG', 'RNG'), vendorFixture('CQ9', 'RNG')] },
    { gameCategory: 'PVP', vendors: [] },
  ]);
});
afterEach(() => window.removeEventListener('lobbykit:navigate', onNavigate));

const links = () =>
  screen.getAllByRole('listitem').map((item) => item.querySelector('.lk-nav__link')?.textContent);

describe('game nav', () => {
  it('R2.29 R2.30 lists home, promotions, the categories with a vendor and hot, in the spec order', async () => {
    render(<GameNav />);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(links().length).toBeGreaterThan(0));
    expect(links()).toEqual(['Home', 'Promotions', 'Live casino', 'Sports', 'Slots', 'Hot games']);
    expect(screen.getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('highlights the current game type, or the host route when given', async () => {
    $gameType.set('LIVE');
    const { unmount } = render(<GameNav />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Live casino' }).getAttribute('aria-current')).toBe('page'),
    );
    unmount();
    render(<GameNav active="/hot" />);
    expect(screen.getByRole('button', { name: 'Hot games' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Live casino' }).getAttribute('aria-current')).toBeNull();
  });

  it('R2.57 a category with several vendors goes to its page', async () => {
    render(<GameNav />);
    fireEvent.click(await screen.findByRole('button', { name: 'Live casino' }));
    await waitFor(() => expect(paths).toEqual(['/live']));
  });

  it('R2.58 a category with a single vendor launches it', async () => {
    signIn();
    platform.on(endpoints.launchGame, { url: 'http://games.test/demo-game?token=t' });
    platform.on(endpoints.recentGames, { games: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 });
    render(<GameNav />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sports' }));
    await waitFor(() => expect($modal.get()?.name).toBe('gameFrame'));
    expect(bodies(endpoints.launchGame)[0]).toMatchObject({ nodeId: 77 });
  });

  it('R2.55 R2.56 the vendor drop-down lists the vendors, in the large layout over 10', async () => {
    render(<GameNav />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show Live casino vendors' }));
    const menu = screen.getByRole('menu');
    expect(menu.className).toContain('lk-vendor-menu--large');
    expect(screen.getAllByRole('menuitem').length).toBe(11);
    fireEvent.click(screen.getByRole('button', { name: 'Show Live casino vendors' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show Slots vendors' }));
    expect(screen.getByRole('menu').className).not.toContain('lk-vendor-menu--large');
  });

  it('is a keyboard menu button: ArrowDown opens and focuses the first vendor, arrows move, Escape returns', async () => {
    render(<GameNav />);
    const toggle = await screen.findByRole('button', { name: 'Show Slots vendors' });
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const [first, second] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('R4.58 choosing a slots vendor opens the slots list filtered to it', async () => {
    signIn();
    render(<GameNav />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show Slots vendors' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /CQ9/ }));
    await waitFor(() => expect(paths).toEqual(['/rng?vassalage=CQ9']));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('says the categories could not be loaded and retries', async () => {
    platform.fail(endpoints.gameMenus, 'unknown_error', { status: 500, message: 'x' });
    render(<GameNav />);
    expect((await screen.findByRole('alert')).textContent).toContain('The games could not be loaded.');
    platform.on(endpoints.gameMenus, []);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(links()).toEqual(['Home', 'Promotions', 'Hot games']));
  });
});
