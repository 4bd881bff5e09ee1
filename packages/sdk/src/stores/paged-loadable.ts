import { atom, onMount, type ReadableAtom } from 'nanostores';
import { type Failure, failureOf } from '../actions/failure';

/** One page's answer: its items, and how many items the whole list holds. */
export interface PageAnswer<Item> {
  readonly items: readonly Item[];
  readonly total: number;
}

/**
 * What a paged store shows. `status` is the first page's: 'loading' while it is on its way (the last
 * list stays in `items` when it was ready and not empty, so a new filter does not tear it down),
 * 'ready' once it came, 'failed' when it did not. Further pages append to `items`.
 */
export interface Paged<Item> {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly items: readonly Item[];
  /** How many items the list holds, as the last answer said. */
  readonly total: number;
  /** The pages in `items` (0 before the first came). */
  readonly pages: number;
  /** True while a further page is on its way. */
  readonly loadingMore: boolean;
  /** The last ask's failure (the first page's, or a further one's while the list stays ready); else null. */
  readonly failure: Failure | null;
  /** Ready, and fewer items shown than the list holds: `more()` asks the next page. */
  readonly hasMore: boolean;
}

/** A paged list of remote data (see `pagedLoadable`). */
export interface PagedStore<Item, Key> extends ReadableAtom<Paged<Item>> {
  /** Asks for the first page again (a retry button, or after an action changed the list). */
  retry(): void;
  /** Asks for `key`'s first page when it is not the key asked last; an older key's answers are dropped. */
  setKey(key: Key): void;
  /** Asks for the next page, unless one is on its way or none is left; after a failed page, asks it again. */
  more(): void;
}

const FIRST: Paged<never> = {
  status: 'loading',
  items: [],
  total: 0,
  pages: 0,
  loadingMore: false,
  failure: null,
  hasMore: false,
};

/**
 * `loadable()` for a list that grows page by page ("more", or a grid that loads as it scrolls): the
 * store asks for page 1 when its first listener arrives, on `retry()` and on a new key, and for the
 * next page on `more()`, appending it. Only the newest ask may answer, so a late page of an old key
 * (fast typing in a search) never lands in the new list, a page asked before a reload never appends
 * to it, and once the store is unmounted no answer changes it. Failures are the sdk's `Failure`.
 *
 *     const $games = pagedLoadable((name: string, pageNo) => searchGames(name, pageNo), '');
 *     $games.setKey('fortune'); // page 1 of the new search; the old search's answers are dropped
 *     $games.more(); // page 2, appended
 *
 * `firstPage`, when the initial key's page 1 is already at hand (asked ahead and answered), is the
 * store's value from the start, and the first mount does not ask for it again.
 */
export function pagedLoadable<Item, Key>(
  loadPage: (key: Key, pageNo: number) => Promise<PageAnswer<Item>>,
  initialKey: NoInfer<Key>,
  firstPage?: PageAnswer<Item>,
): PagedStore<Item, Key> {
  let key = initialKey;
  /** Each ask's number: an answer counts only while its number is still the newest. */
  let round = 0;
  let mounted = false;
  const withMore = (next: Omit<Paged<Item>, 'hasMore'>): Paged<Item> => ({
    ...next,
    hasMore: next.status === 'ready' && next.items.length < next.total,
  });
  /** Kept here too, because `$state.get()` on an unmounted store would mount it. */
  let shown: Paged<Item> = firstPage
    ? withMore({ ...FIRST, status: 'ready', items: firstPage.items, total: firstPage.total, pages: 1 })
    : FIRST;
  /** Whether page 1 of `key` is shown already when the store mounts (only the first time). */
  let given = firstPage !== undefined;
  const $state = atom<Paged<Item>>(shown);
  const show = (next: Omit<Paged<Item>, 'hasMore'>) => {
    shown = withMore(next);
    $state.set(shown);
  };

  const ask = (pageNo: number) => {
    const mine = ++round;
    new Promise<PageAnswer<Item>>((resolve) => resolve(loadPage(key, pageNo))).then(
      (answer) =>
        mine === round &&
        show({
          status: 'ready',
          items: pageNo === 1 ? answer.items : [...shown.items, ...answer.items],
          total: answer.total,
          pages: pageNo,
          loadingMore: false,
          failure: null,
        }),
      (error: unknown) =>
        mine === round &&
        show({
          ...shown,
          status: pageNo === 1 ? 'failed' : shown.status,
          loadingMore: false,
          failure: failureOf(error),
        }),
    );
  };

  const first = () => {
    // A list on show (or still kept from the key before) stays while the first page loads.
    show(
      shown.status !== 'failed' && shown.items.length > 0
        ? { ...shown, status: 'loading', loadingMore: false, failure: null }
        : FIRST,
    );
    ask(1);
  };

  onMount($state, () => {
    mounted = true;
    if (given) given = false;
    else first();
    return () => {
      mounted = false;
      round++;
    };
  });

  return Object.assign($state, {
    retry() {
      if (mounted) first();
    },
    setKey(next: Key) {
      if (Object.is(next, key)) return;
      key = next;
      given = false;
      if (mounted) first();
    },
    more() {
      if (!mounted || !shown.hasMore || shown.loadingMore) return;
      show({ ...shown, loadingMore: true, failure: null });
      ask(shown.pages + 1);
    },
  });
}
