import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/** Reads a nanostore and re-renders on change; `listen` (not `subscribe`) because React calls back itself. */
export function useStore<T>(store: ReadableAtom<T>): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
  );
}
