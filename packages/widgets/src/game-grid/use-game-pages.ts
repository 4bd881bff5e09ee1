import {
  GAME_LIST_PAGE_SIZE,
  type GameClassify,
  type GameItem,
  type GamePageQuery,
  loadGamePage,
  takeGamePage,
} from '@lobbykit/sdk/lobby';
import { usePagedLoadable } from '../ui/use-paged-loadable';

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
 * The server's game list (R7.31) page by page, a `pagedLoadable()` store of the sdk: a change of
 * filter starts again from page 1 and an answer to an older filter is dropped, so fast typing never
 * shows the wrong games. While a new filter's first page is on its way the last games stay
 * (`refreshing`): the grid is not torn down for skeletons and built again, so a search answer is
 * drawn in one render when it comes. `enabled` false (a list the account sends whole) asks nothing.
 * A first page asked ahead that has already come is the first render's (`takeGamePage`).
 */
export function useGamePages(query: GamePagesQuery, enabled = true): GamePages {
  const { gameType, vassalage, gameName, gameClassify, gamesOnly } = query;
  const page = (pageNo: number): GamePageQuery => ({
    gameType,
    vassalage: vassalage || undefined,
    gameName: gameName?.trim() || undefined,
    gameClassify: gameClassify || undefined,
    isGame: gamesOnly ? 'GAME' : undefined,
    pageNo,
    pageSize: GAME_LIST_PAGE_SIZE,
  });
  const [pages, store] = usePagedLoadable<GameItem>(
    (pageNo) =>
      enabled
        ? loadGamePage(page(pageNo)).then((answer) => ({ items: answer.games, total: answer.totalCount }))
        : new Promise<never>(() => {}),
    JSON.stringify([enabled, gameType, vassalage, gameName, gameClassify, gamesOnly]),
    // The first page asked ahead beside startup (the host's route warm-up), drawn at once if it came.
    () => {
      const answer = enabled ? takeGamePage(page(1)) : undefined;
      return answer && { items: answer.games, total: answer.totalCount };
    },
  );
  const refreshing = pages.status === 'loading' && pages.items.length > 0;
  return {
    status: pages.status === 'failed' ? 'error' : refreshing ? 'ready' : pages.status,
    // The store's list, read only here: the grid draws it and never changes it.
    games: pages.items as GameItem[],
    refreshing,
    total: pages.total,
    loadingMore: pages.loadingMore,
    errorCode: pages.failure?.errorCode ?? null,
    hasMore: pages.hasMore,
    loadMore: store.more,
    // A failed first page starts again; a failed further page is asked again.
    retry: pages.status === 'failed' ? store.retry : store.more,
  };
}
