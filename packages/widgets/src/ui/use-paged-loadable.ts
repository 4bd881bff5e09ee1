import { type PageAnswer, type Paged, type PagedStore, pagedLoadable } from '@lobbykit/sdk';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * This component's own `pagedLoadable()` store and what it shows (`useLoadable` for a list that grows
 * page by page): page 1 when the component mounts and whenever `key` (a string naming everything
 * `loadPage` reads) changes, the next page on `store.more()`; stale pages are dropped, and it stops
 * with the component. `loadPage` is read when it asks, so it sees the latest props and state.
 */
export function usePagedLoadable<Item>(
  loadPage: (pageNo: number) => Promise<PageAnswer<Item>>,
  key: string,
): [Paged<Item>, PagedStore<Item, string>] {
  const latest = useRef(loadPage);
  latest.current = loadPage;
  const [store] = useState(() =>
    pagedLoadable((_key: string, pageNo: number) => latest.current(pageNo), key),
  );
  useEffect(() => store.setKey(key), [key]);
  return [useSyncExternalStore(store.listen, () => store.value as Paged<Item>), store];
}
