import { failureOf } from '@lobbykit/sdk';
import { GAME_LIST_PAGE_SIZE, type GameClassify, type GameItem, loadGamePage } from '@lobbykit/sdk/lobby';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface GamePagesQuery {
  gameType?: GameItem['gameType'] | undefined;
  vassalage?: string | undefined;
  gameName?: string | undefined;
  /** A sub-type filter (R2.98), the list's `gameClassify`. */
  gameClassify?: GameClassify | undefined;
  /** Leaves the VASSALAGE entries out (the vendor popup list shows games only). */
  gamesOnly?: boolean | undefined;
}

export interface GamePages {
  status: 'loading' | 'ready' | 'error';
  games: GameItem[];
  /** True while a new filter's first page is on its way and the games shown are the last filter's. */
  refreshing: boolean;
  total: number;
  /** True while a further page is on its way. */
  loadingMore: boolean;
  /** Set when the last request failed (the first page or a further one). */
  errorCode: string | null;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The server's game list (R7.31) page by page: a change of filter starts again from page 1 and an
 * answer to an older filter is dropped, so fast typing never shows the wrong games. While a new
 * filter's first page is on its way the last games stay (`refreshing`): the grid is not torn down
 * for skeletons and built again, so a search answer is drawn in one render when it comes.
 */
export function useGamePages(query: GamePagesQuery, enabled = true): GamePages {
  const { gameType, vassalage, gameName, gameClassify, gamesOnly } = query;
  const [state, setState] = useState<Omit<GamePages, 'loadMore' | 'retry' | 'hasMore'>>({
    status: 'loading',
    games: [],
    refreshing: false,
    total: 0,
    loadingMore: false,
    errorCode: null,
  });
  const generation = useRef(0);
  const busy = useRef(false);
  const pageNo = useRef(0);

  const fetchPage = useCallback(
    async (page: number) => {
      const mine = generation.current;
      busy.current = true;
      try {
        const answer = await loadGamePage({
          gameType,
          vassalage: vassalage || undefined,
          gameName: gameName?.trim() || undefined,
          gameClassify: gameClassify || undefined,
          isGame: gamesOnly ? 'GAME' : undefined,
          pageNo: page,
          pageSize: GAME_LIST_PAGE_SIZE,
        });
        if (mine !== generation.current) return;
        pageNo.current = page;
        setState((old) => ({
          status: 'ready',
          games: page === 1 ? answer.games : [...old.games, ...answer.games],
          refreshing: false,
          total: answer.totalCount,
          loadingMore: false,
          errorCode: null,
        }));
      } catch (error) {
        if (mine !== generation.current) return;
        const { errorCode } = failureOf(error);
        setState((old) => ({
          ...old,
          status: page === 1 ? 'error' : old.status,
          refreshing: false,
          loadingMore: false,
          errorCode,
        }));
      } finally {
        if (mine === generation.current) busy.current = false;
      }
    },
    [gameType, vassalage, gameName, gameClassify, gamesOnly],
  );

  const start = useCallback(() => {
    generation.current += 1;
    busy.current = false;
    pageNo.current = 0;
    setState((old) =>
      old.status === 'ready' && old.games.length > 0
        ? { ...old, refreshing: true, loadingMore: false, errorCode: null }
        : { status: 'loading', games: [], refreshing: false, total: 0, loadingMore: false, errorCode: null },
    );
    void fetchPage(1);
  }, [fetchPage]);

  useEffect(() => {
    if (enabled) start();
  }, [enabled, start]);

  const hasMore = state.status === 'ready' && !state.refreshing && state.games.length < state.total;
  const loadMore = useCallback(() => {
    if (busy.current || !hasMore) return;
    setState((old) => ({ ...old, loadingMore: true, errorCode: null }));
    void fetchPage(pageNo.current + 1);
  }, [fetchPage, hasMore]);
  const retry = useCallback(() => {
    if (state.status === 'error') start();
    else loadMore();
  }, [state.status, start, loadMore]);

  return { ...state, hasMore, loadMore, retry };
}
