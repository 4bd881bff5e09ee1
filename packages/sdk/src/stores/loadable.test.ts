import { ApiError, ErrorCode } from '@lobbykit/api-client';
import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Loadable, loadable } from './loadable';

/** A load whose answers the test gives by hand, one deferred promise per ask, with the key asked. */
function manualLoad<Data, Key = undefined>() {
  const asks: { key: Key; resolve: (data: Data) => void; reject: (error: unknown) => void }[] = [];
  const load = (key: Key) =>
    new Promise<Data>((resolve, reject) => {
      asks.push({ key, resolve, reject });
    });
  return { asks, load };
}

/** Lets the promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('loadable, the one way to load remote data', () => {
  it('asks nothing until mounted, then loads and is ready with the data', async () => {
    const { asks, load } = manualLoad<string>();
    const $store = loadable(load);
    expect(asks).toHaveLength(0);
    const seen: Loadable<string>[] = [];
    const stop = $store.subscribe((state) => seen.push(state));
    expect(asks).toHaveLength(1);
    asks[0]?.resolve('games');
    await settle();
    expect(seen).toEqual([{ status: 'loading' }, { status: 'ready', data: 'games' }]);
    stop();
  });

  it('drops an answer for an old key: a slow first page never overwrites the second', async () => {
    const { asks, load } = manualLoad<string, number>();
    const $page = loadable(load, 1);
    const stop = $page.listen(() => {});
    $page.setKey(2);
    expect(asks.map((ask) => ask.key)).toEqual([1, 2]);
    asks[1]?.resolve('page 2');
    await settle();
    asks[0]?.resolve('page 1');
    await settle();
    expect($page.get()).toEqual({ status: 'ready', data: 'page 2' });
    asks[0]?.reject(new Error('late'));
    await settle();
    expect($page.get()).toEqual({ status: 'ready', data: 'page 2' });
    stop();
  });

  it('asks again only for a key it has not asked last', () => {
    const { asks, load } = manualLoad<string, string>();
    const $store = loadable(load, 'a');
    const stop = $store.listen(() => {});
    $store.setKey('a');
    expect(asks).toHaveLength(1);
    stop();
  });

  it('reports a rejection as the sdk Failure, words included', async () => {
    const { asks, load } = manualLoad<string>();
    const $store = loadable(load);
    const stop = $store.listen(() => {});
    asks[0]?.reject(new ApiError({ errorCode: ErrorCode.timeout, message: 'slow' }, 0));
    await settle();
    const state = $store.get();
    expect(state.status).toBe('failed');
    expect(state.status === 'failed' && state.failure).toMatchObject({
      errorCode: ErrorCode.timeout,
      message: 'The page took longer time to load, please check your network connectivity',
      retryable: true,
      known: true,
    });
    stop();
  });

  it('reports a load that throws at once, or a fault of no platform, as an unknown Failure', async () => {
    const $store = loadable<string>(() => {
      throw new TypeError('bug');
    });
    const stop = $store.listen(() => {});
    await settle();
    const state = $store.get();
    expect(state.status === 'failed' && state.failure).toMatchObject({
      errorCode: ErrorCode.unknown,
      known: false,
    });
    stop();
  });

  it('retry asks again: after a failure it shows loading, after an answer it keeps the data on show', async () => {
    const { asks, load } = manualLoad<string>();
    const $store = loadable(load);
    const stop = $store.listen(() => {});
    asks[0]?.reject(new Error('down'));
    await settle();
    $store.retry();
    expect($store.get()).toEqual({ status: 'loading' });
    asks[1]?.resolve('first');
    await settle();
    $store.retry();
    expect($store.get()).toEqual({ status: 'loading', data: 'first' });
    asks[2]?.resolve('second');
    await settle();
    expect($store.get()).toEqual({ status: 'ready', data: 'second' });
    expect(asks).toHaveLength(3);
    stop();
  });

  it('replace shows what an action already knows and drops the load on its way', async () => {
    const { asks, load } = manualLoad<string>();
    const $store = loadable(load);
    const stop = $store.listen(() => {});
    $store.replace('claimed');
    asks[0]?.resolve('stale');
    await settle();
    expect($store.get()).toEqual({ status: 'ready', data: 'claimed' });
    stop();
  });

  it('once unmounted no answer changes it, and a new mount asks again', async () => {
    vi.useFakeTimers();
    const { asks, load } = manualLoad<string>();
    const $store = loadable(load);
    const seen: Loadable<string>[] = [];
    const stop = $store.listen((state) => seen.push(state));
    stop();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    asks[0]?.resolve('too late');
    await vi.runAllTimersAsync();
    expect(seen).toEqual([]);
    $store.retry();
    expect(asks).toHaveLength(1);
    const again = $store.listen(() => {});
    expect(asks).toHaveLength(2);
    asks[1]?.resolve('fresh');
    await vi.runAllTimersAsync();
    expect($store.get()).toEqual({ status: 'ready', data: 'fresh' });
    again();
  });
});
