import { type PageAnswer, type Paged, type PagedStore, pagedLoadable } from '@lobbykit/sdk';
import { useLayoutEffect, useRef, useState } from 'react';

/**
 * This component's own `pagedLoadable()` store and what it shows (`useLoadable` for a list that grows
 * page by page): page 1 when the component mounts and whenever `key` (a string naming everything
 * `loadPage` reads) changes, the next page on `store.more()`; stale pages are dropped, and it stops
 * with the component. `loadPage` is read when it asks, so it sees the latest props and state.
 * `firstPage` (read once, at the first render) gives page 1 when it is already at hand: it is drawn
 * in that first render and not asked again.
 * The store is listened to from the commit (a layout effect), not after the next frame (a passive
 * effect): a page already on its way when the component mounts is drawn in the frame it comes.
 */
export function usePagedLoadable<Item>(
  loadPage: (pageNo: number) => Promise<PageAnswer<Item>>,
  key: string,
  firstPage?: () => PageAnswer<Item> | undefined,
): [Paged<Item>, PagedStore<Item, string>] {
  const latest = useRef(loadPage);
  latest.current = loadPage;
  const [store] = useState(() =>
    pagedLoadable((_key: string, pageNo: number) => latest.current(pageNo), key, firstPage?.()),
  );
  const [, redraw] = useState(0);
  useLayoutEffect(() => store.listen(() => redraw((count) => count + 1)), [store]);
  useLayoutEffect(() => store.setKey(key), [key]);
  return [store.value as Paged<Item>, store];
}
