import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/** Reads a LobbyKit store (`$session`, `$config` ...) and re-renders when it changes. */
export function useLobbyKit<Value>(store: ReadableAtom<Value>): Value {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const snapshot = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
