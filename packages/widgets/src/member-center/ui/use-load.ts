import { useLoadable } from '../../ui/use-loadable';

export type Loaded<Value> =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; value: Value };

/**
 * Loads what a page shows when it mounts (and when `key` changes), with a reload for retry buttons
 * and after actions: a `loadable()` store of the sdk. The error is already in the player's language.
 * A reload keeps the old value on screen until the new one arrives, so a refresh does not flash the
 * skeleton.
 */
export function useLoad<Value>(load: () => Promise<Value>, key?: string): [Loaded<Value>, () => void] {
  const [shown, store] = useLoadable(load, key);
  const loaded: Loaded<Value> =
    shown.status === 'failed'
      ? { state: 'error', message: shown.failure.message }
      : 'data' in shown
        ? { state: 'ready', value: shown.data as Value }
        : { state: 'loading' };
  return [loaded, store.retry];
}
