import { $session } from '@lobbykit/sdk';
import {
  $favourites,
  $recentGames,
  type GameItem,
  loadFavourites,
  loadHotGames,
  loadRecentGames,
} from '@lobbykit/sdk/lobby';
import { useLoadable } from '../ui/use-loadable';
import { useStore } from '../ui/use-store';

export type AccountListName = 'hot' | 'favorite' | 'recent';

export interface AccountList {
  status: 'loading' | 'ready' | 'error' | 'signedOut';
  games: GameItem[];
  errorCode: string | null;
  retry: () => void;
}

/**
 * The short lists the server sends whole: hot (at most 12, cached for the session, R9.26), and the
 * member's favourites (R7.36) and recent games (R7.39), which live in the sdk's stores so a heart
 * clicked anywhere shows here at once. Favourites and recent need a member. `enabled` false (a list
 * centre paged from the server) asks nothing, so the first page is not queued behind the hot list.
 * A `loadable()` store of the sdk asks, drops stale answers and retries.
 */
export function useAccountList(list: AccountListName, enabled = true): AccountList {
  const session = useStore($session);
  const favourites = useStore($favourites);
  const recent = useStore($recentGames);
  const needsMember = list !== 'hot';
  const signedOut = needsMember && !session.isLogin;
  // Hot games are the store's own data; favourites and recent fill the sdk's stores read above.
  const [shown, store] = useLoadable<GameItem[]>(
    () =>
      !enabled || signedOut
        ? new Promise<never>(() => {})
        : list === 'hot'
          ? loadHotGames()
          : (list === 'favorite' ? loadFavourites() : loadRecentGames()).then(() => []),
    `${list}|${enabled}|${signedOut}`,
  );
  const games =
    list === 'hot'
      ? shown.status === 'failed'
        ? []
        : (shown.data ?? [])
      : list === 'favorite'
        ? favourites
        : recent;
  return {
    status: signedOut ? 'signedOut' : shown.status === 'failed' ? 'error' : shown.status,
    games,
    errorCode: shown.status === 'failed' ? shown.failure.errorCode : null,
    retry: store.retry,
  };
}
