import { failureMessage, t } from '@lobbykit/sdk';
import { useCallback, useEffect, useState } from 'react';

export type RecordLoad<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/** A failure in the player's language: the sdk's `Failure` words, else the records' own line. */
export function recordFailureText(error: unknown): string {
  return failureMessage(error, t('memberRecords.error'));
}

/**
 * Loads a page's records whenever `key` changes (a new range, filter or page) and on `retry`; an
 * answer that arrives after the key moved on is dropped, so a slow old page never overwrites a new one.
 * `failureText` words a failure (default: the records' own line, which needs the records' words loaded).
 */
export function useRecordLoad<T>(
  load: () => Promise<T>,
  key: string,
  failureText: (error: unknown) => string = recordFailureText,
): { state: RecordLoad<T>; retry: () => void; replace: (data: T) => void } {
  const [state, setState] = useState<RecordLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `key` names everything `load` reads, so `load` itself (a new closure each render) is left out.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', message: failureText(error) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, retry, replace };
}
