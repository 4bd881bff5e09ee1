import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache';
import { createCacheRegistry } from './cache-registry';

describe('bounded cache', () => {
  it('never holds more than maxEntries, dropping the least recently used first', () => {
    const cache = boundedCache<number>('test', 3);
    for (let i = 0; i < 1_000; i++) cache.set(`key${i}`, i);
    expect(cache.size).toBe(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    cache.get('a');
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
  });

  it('shares one load between concurrent misses and does not keep a failed or undefined load', async () => {
    const cache = boundedCache<number>('test', 10);
    let loads = 0;
    const load = async () => {
      loads++;
      return 7;
    };
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([7, 7]);
    expect(loads).toBe(1);
    await expect(cache.getOrLoad('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.getOrLoad('none', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('drops every entry of a tag, and a load overtaken by an invalidation is not kept', async () => {
    const cache = boundedCache<string>('test', 10);
    cache.set('ph:a', 'a', ['merchant:ph']);
    cache.set('ph:b', 'b', ['merchant:ph']);
    cache.set('bd:a', 'c', ['merchant:bd']);
    cache.invalidateTag('merchant:ph');
    expect([cache.get('ph:a'), cache.get('ph:b'), cache.get('bd:a')]).toEqual([undefined, undefined, 'c']);

    let release: (value: string) => void = () => undefined;
    const slow = cache.getOrLoad('ph:c', () => new Promise<string>((resolve) => (release = resolve)), [
      'merchant:ph',
    ]);
    cache.invalidateTag('merchant:ph');
    release('stale');
    expect(await slow).toBe('stale');
    expect(cache.get('ph:c')).toBeUndefined();
  });

  it('a delete overtakes the load of its own key only, and a load started after it is kept', async () => {
    const cache = boundedCache<number>('test', 10);
    const releases: ((value: number) => void)[] = [];
    const slowLoad = (key: string) =>
      cache.getOrLoad(key, () => new Promise<number>((resolve) => releases.push(resolve)));
    const five = slowLoad('5');
    const six = slowLoad('6');
    cache.delete('5');
    const fresh = slowLoad('5');
    const [releaseFive, releaseSix, releaseFresh] = releases;
    releaseSix!(600);
    expect(await six).toBe(600);
    expect(cache.get('6')).toBe(600);
    // The load that started before the delete answers its caller but is not kept; the one after is.
    releaseFive!(500);
    expect(await five).toBe(500);
    expect(cache.get('5')).toBeUndefined();
    releaseFresh!(501);
    expect(await fresh).toBe(501);
    expect(cache.get('5')).toBe(501);
  });

  it('tags a loaded value by what it holds', async () => {
    const cache = boundedCache<{ member: number }>('test', 10);
    await cache.getOrLoad(
      'token',
      async () => ({ member: 42 }),
      (value) => [`member:${value.member}`],
    );
    cache.invalidateTag('member:41');
    expect(cache.get('token')).toEqual({ member: 42 });
    cache.invalidateTag('member:42');
    expect(cache.get('token')).toBeUndefined();
  });

  it('a registry invalidates a tag in every cache and clears them all', () => {
    const caches = createCacheRegistry();
    const one = caches.create<number>('one', 10);
    const two = caches.create<number>('two', 10);
    one.set('x', 1, ['merchant:ph']);
    two.set('y', 2, ['merchant:ph']);
    two.set('z', 3, ['merchant:bd']);
    caches.invalidateTag('merchant:ph');
    expect(caches.sizes()).toEqual({ one: 0, two: 1 });
    caches.clear();
    expect(caches.sizes()).toEqual({ one: 0, two: 0 });
  });
});
