import { describe, expect, it } from 'vitest';
import { $favouriteIds, $favourites, $gameType, $recentGames, $wallet, resetMemberLobbyState } from './lobby';

describe('lobby stores', () => {
  it('R4.47 the current game type starts as HOME', () => {
    expect($gameType.get()).toBe('HOME');
  });

  it('the wallet starts with no balance, shown, not loading', () => {
    expect($wallet.get()).toEqual({
      balance: null,
      currency: null,
      currencySymbol: null,
      hidden: false,
      loading: false,
    });
  });

  it('a reset forgets the member\u2019s balance, favourites and recent games', () => {
    $wallet.set({ balance: 5, currency: 'TLB', currencySymbol: '₱', hidden: false, loading: false });
    $favouriteIds.set([1]);
    $recentGames.set([]);
    resetMemberLobbyState();
    expect($wallet.get().balance).toBeNull();
    expect($favouriteIds.get()).toEqual([]);
    expect($favourites.get()).toEqual([]);
  });
});
