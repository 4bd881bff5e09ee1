import { atom, onMount, type ReadableAtom } from 'nanostores';
import { type Failure, failureOf } from '../actions/failure';

/**
 * What a loadable store shows: still loading (with the last answer, kept on show while the next one
 * loads, if there was one), ready with its data, or failed with the sdk's `Failure`.
 */
export type Loadable<Data> =
  | { readonly status: 'loading'; readonly data?: Data }
  | { readonly status: 'ready'; readonly data: Data }
  | { readonly status: 'failed'; readonly failure: Failure };

/** A store of remote data (see `loadable`): read it with `useStore`, ask again with `retry`. */
export interface LoadableStore<Data, Key = undefined> extends ReadableAtom<Loadable<Data>> {
  /** Asks again for the current key: a retry button, or after an action changed what it shows. */
  retry(): void;
  /** Asks for `key` when it is not the key asked last; an answer for an older key is dropped. */
  setKey(key: Key): void;
  /** Shows `data` as the answer (an action already knows it); a load still on its way is dropped. */
  replace(data: Data): void;
}

const LOADING: Loadable<never> = { status: 'loading' };

/**
 * The one way to load remote data (nanostores' "logic in stores": `onMount` starts the work). The
 * store asks `load(key)` when its first listener arrives and again on `retry()` or a new key; only
 * the newest ask may answer, so a slow answer for an old key never overwrites a newer one, and once
 * the store is unmounted (nanostores' delay after its last listener left) no answer changes it.
 * A rejection is reported as the sdk's `Failure` (`failureOf`).
 *
 *     const $rewards = loadable((pageNo: number) => loadRewards(pageNo), 1);
 *     const shown = useStore($rewards); // { status: 'loading' } then { status: 'ready', data }
 *     $rewards.setKey(2); // page 2: page 1's late answer is dropped
 */
export function loadable<Data, Key = undefined>(
  load: (key: Key) => Promise<Data>,
  ...initialKey: undefined extends Key ? [key?: Key] : [key: Key]
): LoadableStore<Data, Key> {
  const $state = atom<Loadable<Data>>(LOADING);
  let key = initialKey[0] as Key;
  /** Each ask's number: an answer counts only while its number is still the newest. */
  let round = 0;
  let mounted = false;
  /** Kept here too, because `$state.get()` on an unmounted store would mount it. */
  let shown: Loadable<Data> = LOADING;
  const show = (next: Loadable<Data>) => {
    shown = next;
    $state.set(next);
  };

  const ask = () => {
    const mine = ++round;
    if (shown.status !== 'loading')
      show(shown.status === 'ready' ? { status: 'loading', data: shown.data } : LOADING);
    new Promise<Data>((resolve) => resolve(load(key))).then(
      (data) => mine === round && show({ status: 'ready', data }),
      (error: unknown) => mine === round && show({ status: 'failed', failure: failureOf(error) }),
    );
  };

  onMount($state, () => {
    mounted = true;
    ask();
    return () => {
      mounted = false;
      round++;
    };
  });

  return Object.assign($state, {
    retry() {
      if (mounted) ask();
    },
    setKey(next: Key) {
      if (Object.is(next, key)) return;
      key = next;
      if (mounted) ask();
    },
    replace(data: Data) {
      round++;
      show({ status: 'ready', data });
    },
  });
}
