import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { type GameClassify, type GameItem, loadGamePage } from '@lobbykit/sdk/lobby';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Games asked per request: a few full rows at any column count, under the contract's 100. */
export const LIST_PAGE_SIZE = 60;

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
 * answer to an older filter is dropped, so fast typing never shows the wrong games.
 */
export function useGamePages(query: GamePagesQuery, enabled = true): GamePages {
  const { gameType, vassalage, gameName, gameClassify, gamesOnly } = query;
  const [state, setState] = useState<Omit<GamePages, 'loadMore' | 'retry' | 'hasMore'>>({
    status: 'loading',
    games: [],
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
          pageSize: LIST_PAGE_SIZE,
        });
        if (mine !== generation.current) return;
        pageNo.current = page;
        setState((old) => ({
          status: 'ready',
          games: page === 1 ? answer.games : [...old.games, ...answer.games],
          total: answer.totalCount,
          loadingMore: false,
          errorCode: null,
        }));
      } catch (error) {
        if (mine !== generation.current) return;
        const errorCode = error instanceof ApiError ? error.errorCode : ErrorCode.unknown;
        setState((old) => ({
          ...old,
          status: page === 1 ? 'error' : old.status,
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
    setState({ status: 'loading', games: [], total: 0, loadingMore: false, errorCode: null });
    void fetchPage(1);
  }, [fetchPage]);

  useEffect(() => {
    if (enabled) start();
  }, [enabled, start]);

  const hasMore = state.status === 'ready' && state.games.length < state.total;
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
