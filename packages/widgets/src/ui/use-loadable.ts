import { type Failure, type Loadable, type LoadableStore, loadable } from '@lobbykit/sdk';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** `loadable()`'s key argument, which an open `Key` cannot choose between optional and required. */
type KeyArgument<Key> = undefined extends Key ? [key?: Key] : [key: Key];

/**
 * This component's own `loadable()` store and what it shows: it asks `load` when the component
 * mounts and whenever `key` changes, drops stale answers, and stops with the component. `key` names
 * everything `load` reads: a string, or an object another answer replaces (compared by `Object.is`).
 * `load` is read when it asks, so it sees the latest props and state.
 * The value is read without mounting the store, so nothing is asked during a render.
 */
export function useLoadable<Data, Key = string>(
  load: () => Promise<Data>,
  key: Key = '' as Key,
): [Loadable<Data>, LoadableStore<Data, Key>] {
  const latest = useRef(load);
  latest.current = load;
  const [store] = useState(() =>
    loadable<Data, Key>((_key) => latest.current(), ...([key] as KeyArgument<Key>)),
  );
  useEffect(() => store.setKey(key), [key]);
  return [useSyncExternalStore(store.listen, () => store.value as Loadable<Data>), store];
}

/** A failure's words: the sdk's for a platform's answer, else `fallback` (the widget's own "could not load" line). */
export function failureText(failure: Failure, fallback: string): string {
  return failure.known ? failure.message : fallback;
}
