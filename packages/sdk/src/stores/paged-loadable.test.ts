import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageAnswer, type Paged, pagedLoadable } from './paged-loadable';

/** A page load whose answers the test gives by hand: one deferred promise per ask, with its key and page. */
function manualPages<Key>() {
  const asks: {
    key: Key;
    pageNo: number;
    resolve: (answer: PageAnswer<string>) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const loadPage = (key: Key, pageNo: number) =>
    new Promise<PageAnswer<string>>((resolve, reject) => {
      asks.push({ key, pageNo, resolve, reject });
    });
  return { asks, loadPage };
}

/** Lets the promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const pick = ({ status, items, total, pages, loadingMore, hasMore }: Paged<string>) => ({
  status,
  items,
  total,
  pages,
  loadingMore,
  hasMore,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pagedLoadable, a loadable list that grows page by page', () => {
  it('starts from a first page at hand without asking it on the first mount; a retry or a new key asks', async () => {
    const { asks, loadPage } = manualPages<string>();
    const $list = pagedLoadable(loadPage, 'all', { items: ['a', 'b'], total: 3 });
    expect(pick($list.value!)).toMatchObject({ status: 'ready', items: ['a', 'b'], pages: 1, hasMore: true });
    const stop = $list.listen(() => {});
    expect(asks).toHaveLength(0);
    $list.more();
    expect(asks.map((ask) => [ask.key, ask.pageNo])).toEqual([['all', 2]]);
    asks[0]?.resolve({ items: ['c'], total: 3 });
    await settle();
    expect(pick($list.get())).toMatchObject({ items: ['a', 'b', 'c'], pages: 2, hasMore: false });
    $list.setKey('fortune');
    expect(asks.at(-1)).toMatchObject({ key: 'fortune', pageNo: 1 });
    stop();
  });

  it('asks for page 1 when mounted, appends page 2 on more(), and has no more once all are shown', async () => {
    const { asks, loadPage } = manualPages<string>();
    const $list = pagedLoadable(loadPage, 'all');
    expect(asks).toHaveLength(0);
    const stop = $list.listen(() => {});
    expect(pick($list.get())).toEqual({
      status: 'loading',
      items: [],
      total: 0,
      pages: 0,
      loadingMore: false,
      hasMore: false,
    });
    asks[0]?.resolve({ items: ['a', 'b'], total: 3 });
    await settle();
    expect(pick($list.get())).toMatchObject({ status: 'ready', items: ['a', 'b'], pages: 1, hasMore: true });
    $list.more();
    $list.more(); // one page at a time
    expect($list.get().loadingMore).toBe(true);
    expect(asks.map((ask) => [ask.key, ask.pageNo])).toEqual([
      ['all', 1],
      ['all', 2],
    ]);
    asks[1]?.resolve({ items: ['c'], total: 3 });
    await settle();
    expect(pick($list.get())).toEqual({
      status: 'ready',
      items: ['a', 'b', 'c'],
      total: 3,
      pages: 2,
      loadingMore: false,
      hasMore: false,
    });
    $list.more();
    expect(asks).toHaveLength(2);
    stop();
  });

  it('drops an old key: its late first page and a page asked before the new key never land in the new list', async () => {
    const { asks, loadPage } = manualPages<string>();
    const $list = pagedLoadable(loadPage, 'fortune');
    const stop = $list.listen(() => {});
    asks[0]?.resolve({ items: ['f1'], total: 2 });
    await settle();
    $list.more(); // page 2 of "fortune" on its way
    $list.setKey('dragon');
    $list.setKey('tiger');
    // The old list stays on show while the new first page loads.
    expect(pick($list.get())).toMatchObject({ status: 'loading', items: ['f1'], hasMore: false });
    asks[3]?.resolve({ items: ['t1'], total: 1 });
    await settle();
    asks[1]?.resolve({ items: ['f2'], total: 2 });
    asks[2]?.resolve({ items: ['d1'], total: 1 });
    await settle();
    expect(pick($list.get())).toMatchObject({ status: 'ready', items: ['t1'], pages: 1 });
    stop();
  });

  it('a failed first page fails the list; a failed further page keeps it with the Failure, and more() asks again', async () => {
    const { asks, loadPage } = manualPages<string>();
    const $list = pagedLoadable(loadPage, 'all');
    const stop = $list.listen(() => {});
    asks[0]?.reject(new ApiError({ errorCode: ErrorCode.timeout, message: 'slow' }, 0));
    await settle();
    expect($list.get().status).toBe('failed');
    expect($list.get().failure).toMatchObject({ errorCode: ErrorCode.timeout, retryable: true });
    $list.retry();
    expect(pick($list.get())).toMatchObject({ status: 'loading', items: [] });
    asks[1]?.resolve({ items: ['a'], total: 2 });
    await settle();
    $list.more();
    asks[2]?.reject(new Error('down'));
    await settle();
    expect(pick($list.get())).toMatchObject({
      status: 'ready',
      items: ['a'],
      loadingMore: false,
      hasMore: true,
    });
    expect($list.get().failure?.errorCode).toBe(ErrorCode.unknown);
    $list.more();
    expect(asks[3]?.pageNo).toBe(2);
    expect($list.get().failure).toBeNull();
    stop();
  });

  it('retry starts again from page 1, keeping the list on show, and drops a page on its way', async () => {
    const { asks, loadPage } = manualPages<string>();
    const $list = pagedLoadable(loadPage, 'all');
    const stop = $list.listen(() => {});
    asks[0]?.resolve({ items: ['a'], total: 3 });
    await settle();
    $list.more();
    $list.retry();
    expect(pick($list.get())).toMatchObject({ status: 'loading', items: ['a'], loadingMore: false });
    asks[1]?.resolve({ items: ['old b'], total: 3 });
    asks[2]?.resolve({ items: ['a2'], total: 1 });
    await settle();
    expect(pick($list.get())).toMatchObject({ status: 'ready', items: ['a2'], pages: 1, hasMore: false });
    stop();
  });

  it('once unmounted no answer changes it, and a new mount asks page 1 again', async () => {
    vi.useFakeTimers();
    const { asks, loadPage } = manualPages<string>();
    const $list = pagedLoadable(loadPage, 'all');
    const seen: Paged<string>[] = [];
    const stop = $list.listen((state) => seen.push(state));
    stop();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    asks[0]?.resolve({ items: ['too late'], total: 1 });
    await vi.runAllTimersAsync();
    expect(seen).toEqual([]);
    $list.more();
    $list.retry();
    expect(asks).toHaveLength(1);
    const again = $list.listen(() => {});
    expect(asks.map((ask) => ask.pageNo)).toEqual([1, 1]);
    again();
  });
});
