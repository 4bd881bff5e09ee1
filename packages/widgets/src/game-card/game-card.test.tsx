import { $modal } from '@lobbykit/sdk';
import { $favouriteIds } from '@lobbykit/sdk/lobby';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { bodies, platform } from '../testing/fake-api';
import { gameFixture } from '../testing/game-fixtures';
import { signIn } from '../testing/sdk-state';
import { useStore } from '../ui/use-store';
import { GameCard } from './game-card';

const slot = gameFixture({ nodeId: 7, displayName: 'Fortune Dragon', gameType: 'RNG', vassalage: 'CQ9' });
const table = gameFixture({ nodeId: 8, displayName: 'Speed Baccarat', gameType: 'LIVE', vassalage: 'EA' });

describe('game card', () => {
  it('R3.12 shows the square icon lazily, the name and the vendor; the icon is decorative, the button names the game', () => {
    const { container } = render(<GameCard game={slot} isFavourite={false} />);
    const icon = container.querySelector('.lk-card__art img') as HTMLImageElement;
    // An alt repeating the name beside it would be read twice (lighthouse's image-redundant-alt).
    expect(icon.getAttribute('alt')).toBe('');
    expect(screen.getByRole('button', { name: 'Play Fortune Dragon' })).toBeTruthy();
    expect(icon.getAttribute('loading')).toBe('lazy');
    expect(icon.getAttribute('src')).toBe(slot.showIcon);
    expect(container.querySelector('.lk-card__name')?.textContent).toBe('Fortune Dragon');
    expect(container.querySelector('.lk-card__vendor')?.textContent).toBe('CQ9');
  });

  it('R3.14 hides the play-now button for a slot (RNG) and shows it for other games', () => {
    const { container, unmount } = render(<GameCard game={slot} isFavourite={false} />);
    expect(container.querySelector('.lk-card__play-button')).toBeNull();
    expect(container.textContent).not.toContain('Play now');
    unmount();
    const other = render(<GameCard game={table} isFavourite={false} />);
    expect(other.container.querySelector('.lk-card__play-button')?.textContent).toBe('Play now');
  });

  it('R4.52 R8.29 a guest who clicks a game gets the login popup', async () => {
    render(<GameCard game={slot} isFavourite={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Fortune Dragon' }));
    await waitFor(() => expect($modal.get()?.name).toBe('login'));
    expect(platform.calls(endpoints.launchGame).length > 0).toBe(false);
  });

  it('R4.59 a player who clicks a game launches it into the game frame', async () => {
    signIn();
    platform.on(endpoints.launchGame, { url: 'http://games.test/demo-game?token=abc' });
    platform.on(endpoints.recentGames, {
      games: [slot],
      pageNo: 1,
      pageSize: 20,
      totalCount: 1,
      totalPages: 1,
    });
    render(<GameCard game={slot} isFavourite={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Fortune Dragon' }));
    await waitFor(() => expect($modal.get()?.name).toBe('gameFrame'));
    expect($modal.get()?.props).toMatchObject({
      url: 'http://games.test/demo-game?token=abc',
      title: 'Fortune Dragon',
    });
    expect(bodies(endpoints.launchGame)[0]).toMatchObject({ nodeId: 7 });
  });

  it('R4.60 R4.64 the heart adds a favourite at once, then tells the server', async () => {
    signIn();
    platform.on(endpoints.addFavoriteGame, [7]);
    function Harness() {
      const ids = useStore($favouriteIds);
      return <GameCard game={slot} isFavourite={ids.includes(7)} />;
    }
    render(<Harness />);
    const heart = screen.getByRole('button', { name: 'Add Fortune Dragon to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await act(async () => {
      fireEvent.click(heart);
    });
    expect($favouriteIds.get()).toContain(7);
    expect(
      screen
        .getByRole('button', { name: 'Remove Fortune Dragon from favourites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await waitFor(() => expect(platform.calls(endpoints.addFavoriteGame).length > 0).toBe(true));
    expect(bodies(endpoints.addFavoriteGame)[0]).toMatchObject({
      nodeId: 7,
    });
  });

  it('R3.15 a favourite shows a pressed heart that offers removal', () => {
    render(<GameCard game={slot} isFavourite />);
    const heart = screen.getByRole('button', { name: 'Remove Fortune Dragon from favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('R3.13 a VASSALAGE entry looks like a vendor tile, without a heart, and opens the vendor list', async () => {
    signIn();
    const vendor = gameFixture({
      nodeId: 9,
      displayName: 'Evolution',
      isGame: 'VASSALAGE',
      gameType: 'LIVE',
      vassalage: 'EA',
    });
    const { container } = render(<GameCard game={vendor} isFavourite={false} />);
    expect(container.querySelector('.lk-card--vendor')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open Evolution' }));
    await waitFor(() =>
      expect($modal.get()).toEqual({ name: 'vendorGames', props: { vassalage: 'EA', gameType: 'LIVE' } }),
    );
  });

  it('R8.27 marks a game under maintenance', () => {
    const { container } = render(<GameCard game={{ ...slot, enabled: false }} isFavourite={false} />);
    expect(container.querySelector('.lk-card--off')).not.toBeNull();
    expect(screen.getByText('Maintenance')).toBeTruthy();
  });

  it('hides the heart when asked (guests on the grid)', () => {
    render(<GameCard game={slot} isFavourite={false} showHeart={false} />);
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});
