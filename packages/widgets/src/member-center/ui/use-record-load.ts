import { type Failure, t } from '@lobbykit/sdk';
import { failureText, useLoadable } from '../../ui/use-loadable';

export type RecordLoad<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/** A failure in the player's language: the sdk's `Failure` words, else the records' own line. */
export function recordFailureText(failure: Failure): string {
  return failureText(failure, t('memberRecords.error'));
}

const LOADING = { status: 'loading' } as const;

/**
 * Loads a page's records whenever `key` changes (a new range, filter or page) and on `retry`, through
 * a `loadable()` store of the sdk: an answer that arrives after the key moved on is dropped, so a slow
 * old page never overwrites a new one. A new key or a retry shows the skeleton again.
 * `failureText` words a failure (default: the records' own line, which needs the records' words loaded).
 */
export function useRecordLoad<T>(
  load: () => Promise<T>,
  key: string,
  failureText: (failure: Failure) => string = recordFailureText,
): { state: RecordLoad<T>; retry: () => void; replace: (data: T) => void } {
  const [shown, store] = useLoadable(load, key);
  const state: RecordLoad<T> =
    shown.status === 'ready'
      ? shown
      : shown.status === 'failed'
        ? { status: 'error', message: failureText(shown.failure) }
        : LOADING;
  return { state, retry: store.retry, replace: store.replace };
}
