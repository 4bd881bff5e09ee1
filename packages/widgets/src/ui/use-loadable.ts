import { type Failure, type Loadable, type LoadableStore, loadable } from '@lobbykit/sdk';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * This component's own `loadable()` store and what it shows: it asks `load` when the component
 * mounts and whenever `key` (a string naming everything `load` reads) changes, drops stale answers,
 * and stops with the component. `load` is read when it asks, so it sees the latest props and state.
 * The value is read without mounting the store, so nothing is asked during a render.
 */
export function useLoadable<Data>(
  load: () => Promise<Data>,
  key = '',
): [Loadable<Data>, LoadableStore<Data, string>] {
  const latest = useRef(load);
  latest.current = load;
  const [store] = useState(() => loadable((_key: string) => latest.current(), key));
  useEffect(() => store.setKey(key), [key]);
  return [useSyncExternalStore(store.listen, () => store.value as Loadable<Data>), store];
}

/** A failure's words: the sdk's for a platform's answer, else `fallback` (the widget's own "could not load" line). */
export function failureText(failure: Failure, fallback: string): string {
  return failure.known ? failure.message : fallback;
}
