import { $session, failureOf } from '@lobbykit/sdk';
import {
  $favourites,
  $recentGames,
  type GameItem,
  loadFavourites,
  loadHotGames,
  loadRecentGames,
} from '@lobbykit/sdk/lobby';
import { useCallback, useEffect, useState } from 'react';
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
 */
export function useAccountList(list: AccountListName, enabled = true): AccountList {
  const session = useStore($session);
  const favourites = useStore($favourites);
  const recent = useStore($recentGames);
  const [hot, setHot] = useState<GameItem[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const needsMember = list !== 'hot';
  const signedOut = needsMember && !session.isLogin;

  useEffect(() => {
    if (!enabled || signedOut || attempt < 0) return;
    let current = true;
    setStatus('loading');
    const load: Promise<unknown> =
      list === 'hot'
        ? loadHotGames().then((games) => current && setHot(games))
        : list === 'favorite'
          ? loadFavourites()
          : loadRecentGames();
    load.then(
      () => {
        if (current) setStatus('ready');
      },
      (error: unknown) => {
        if (!current) return;
        setErrorCode(failureOf(error).errorCode);
        setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [list, enabled, signedOut, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const games = list === 'hot' ? hot : list === 'favorite' ? favourites : recent;
  return { status: signedOut ? 'signedOut' : status, games, errorCode, retry };
}
