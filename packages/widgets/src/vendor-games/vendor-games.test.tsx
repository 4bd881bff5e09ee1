import { $modal, openModal } from '@lobbykit/sdk';
import { $menus } from '@lobbykit/sdk/lobby';
import { endpoints } from '@lobbykit/sdk/testing';
import { act, fireEvent, render, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { ModalOutlet } from '../modal-outlet/modal-outlet';
import { registerModalView } from '../modal-outlet/modal-views';
import { platform, queries } from '../testing/fake-api';
import { gameCatalogue, gameFixture } from '../testing/game-fixtures';
import { gameRoutes } from '../testing/game-routes';
import { overlay } from '../testing/overlay';
import { bangladesh, philippines, startupReady } from '../testing/sdk-state';
import { vendorGamesView } from './vendor-games-view';

const cardNames = () =>
  Array.from(
    (overlay().getByRole('dialog').getRootNode() as ShadowRoot).querySelectorAll('.lk-card__name'),
    (name) => name.textContent,
  );

beforeEach(() => {
  $menus.set(null);
  registerModalView('vendorGames', vendorGamesView);
});

describe('vendor popup game list', () => {
  it("R4.57 lists the vendor's games of the category in a modal, games only, searchable", async () => {
    gameRoutes({
      catalogue: [
        gameFixture({
          nodeId: 1,
          displayName: 'Evolution lobby',
          vassalage: 'EA',
          gameType: 'LIVE',
          isGame: 'VASSALAGE',
        }),
        ...gameCatalogue(12, 'LIVE', ['EA'], 100),
        gameFixture({ nodeId: 300, displayName: 'Lightning Roulette', vassalage: 'EA', gameType: 'LIVE' }),
        ...gameCatalogue(5, 'LIVE', ['DG'], 200),
      ],
    });
    render(<ModalOutlet />);
    act(() => openModal('vendorGames', { vassalage: 'EA', gameType: 'LIVE' }));
    // 13 games, not the vendor's own entry; happy-dom lays nothing out, so the virtual grid draws
    // its unmeasured first cards (12) of them.
    await waitFor(() => expect(overlay().getByText('All 13 games shown')).toBeTruthy(), { timeout: 2000 });
    expect(cardNames()).toHaveLength(12);
    expect(cardNames()).not.toContain('Evolution lobby');
    expect(overlay().getByRole('dialog', { name: 'EA games' })).toBeTruthy();
    expect(queries(endpoints.gameList)[0]).toMatchObject({
      vassalage: 'EA',
      gameType: 'LIVE',
      isGame: 'GAME',
    });
    fireEvent.input(overlay().getByRole('searchbox', { name: 'Search games' }), {
      target: { value: 'lightning' },
    });
    await waitFor(() => expect(cardNames()).toEqual(['Lightning Roulette']));
    expect(overlay().getByText('1 game shown')).toBeTruthy();
  });

  it('says when nothing matches, and closes with its close button', async () => {
    gameRoutes({ catalogue: gameCatalogue(3, 'FISH', ['CQ9']) });
    render(<ModalOutlet />);
    act(() => openModal('vendorGames', { vassalage: 'CQ9', gameType: 'FISH' }));
    await waitFor(() => expect(cardNames().length).toBe(3), { timeout: 2000 });
    fireEvent.input(overlay().getByRole('searchbox', { name: 'Search games' }), {
      target: { value: 'nothing-like-it' },
    });
    expect(await overlay().findByText('No games match.')).toBeTruthy();
    fireEvent.click(overlay().getByRole('button', { name: 'Close' }));
    expect($modal.get()).toBeNull();
  });

  describe('sub-types of a bingo vendor (R2.98, R2.99)', () => {
    const bingo = () => [
      ...gameCatalogue(4, 'BINGO', ['JL'], 500).map((game) => ({ ...game, gameClassify: 'BG' as const })),
    ];
    const vendorTypes = {
      vassalage: 'JL',
      name: 'JL',
      logoUrl: 'https://cdn.test/jl.png',
      gameTypes: [
        {
          gameType: 'BINGO' as const,
          gameCount: 4,
          subTypes: [{ gameClassify: 'BG' as const, gameCount: 4 }],
        },
      ],
    };
    const chips = () =>
      Array.from(
        (overlay().getByRole('dialog').getRootNode() as ShadowRoot).querySelectorAll('.lk-chips button'),
        (chip) => chip.textContent,
      );

    it("R2.99 the bingo section's vendor popup offers Bingo on a merchant with TY and filters by it", async () => {
      startupReady(philippines);
      gameRoutes({ catalogue: bingo() });
      platform.on(endpoints.vassGameType, vendorTypes);
      render(<ModalOutlet />);
      act(() => openModal('vendorGames', { vassalage: 'JL', gameType: 'BINGO' }));
      await waitFor(() => expect(chips()).toEqual(['All types', 'Bingo']), { timeout: 2000 });
      fireEvent.click(overlay().getByRole('button', { name: 'Bingo' }));
      await waitFor(() =>
        expect(queries(endpoints.gameList).at(-1)).toMatchObject({
          vassalage: 'JL',
          gameType: 'BINGO',
          gameClassify: 'BG',
        }),
      );
      await waitFor(() => expect(cardNames().length).toBe(4));
    });

    it('R2.99 the same popup offers no bingo filter on a merchant without TY (EN and BN)', async () => {
      startupReady(bangladesh);
      gameRoutes({ catalogue: bingo() });
      platform.on(endpoints.vassGameType, vendorTypes);
      render(<ModalOutlet />);
      act(() => openModal('vendorGames', { vassalage: 'JL', gameType: 'BINGO' }));
      await waitFor(() => expect(cardNames().length).toBe(4), { timeout: 2000 });
      expect(platform.calls(endpoints.vassGameType).length > 0).toBe(true);
      expect(chips()).toEqual([]);
    });
  });
});
