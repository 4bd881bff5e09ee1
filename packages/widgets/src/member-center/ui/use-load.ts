import { failureMessage } from '@lobbykit/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<Value> =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; value: Value };

/**
 * Loads what a page shows when it mounts, with a reload for retry buttons and after actions. The
 * error is already in the player's language. A reload keeps the old value on screen until the new
 * one arrives, so a refresh does not flash the skeleton.
 */
export function useLoad<Value>(load: () => Promise<Value>): [Loaded<Value>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<Value>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const current = useRef(load);
  current.current = load;
  useEffect(() => {
    let live = true;
    current.current().then(
      (value) => live && setLoaded({ state: 'ready', value }),
      (error: unknown) => live && setLoaded({ state: 'error', message: failureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => {
    setLoaded((previous) => (previous.state === 'error' ? { state: 'loading' } : previous));
    setRound((value) => value + 1);
  }, []);
  return [loaded, reload];
}
