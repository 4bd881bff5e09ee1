import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $locale } from '../stores/locale';
import { setUpRuntime } from '../testing/fake-platform';
import { defineMessages } from './define-messages';
import { setLanguage } from './language';
import { addMessages, isLocaleReady, localeReady, lookup, t } from './translate';

const alpha = { title: 'Alpha', hello: 'Hello {{name}}', onlyEnglish: 'Only in English' };
const beta = { title: 'Beta' };
const gamma = { title: 'Gamma' };
const delta = { title: 'Delta' };
const epsilon = { title: 'Epsilon' };
const zeta = { title: 'Zeta' };

declare module './message-key' {
  interface MessageNamespaces {
    alpha: typeof alpha;
    beta: typeof beta;
    gamma: typeof gamma;
    delta: typeof delta;
    epsilon: typeof epsilon;
    zeta: typeof zeta;
  }
}

/** A chunk that arrives when the test says so. */
function chunk<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { load: vi.fn(() => promise), resolve };
}

/** Lets pending loads (and the real core chunks) settle. */
const settle = () => new Promise((done) => setTimeout(done, 20));

/** What `t(key)` says at each change of `$locale`: an English flash would show up here. */
function wordsAtEachSwitch(key: Parameters<typeof t>[0]): string[] {
  const seen: string[] = [];
  stopWatching = $locale.listen(() => seen.push(t(key)));
  return seen;
}
let stopWatching = () => {};

beforeEach(async () => {
  setUpRuntime();
  await localeReady();
});
afterEach(() => stopWatching());

describe('defineMessages', () => {
  it('R9.29 speaks English at once: EN ships with the namespace, nothing loads on an EN page', () => {
    const tagalog = chunk<typeof gamma>();
    defineMessages('gamma', { EN: gamma, TY: tagalog.load });
    expect(t('gamma.title')).toBe('Gamma');
    expect(tagalog.load).not.toHaveBeenCalled();
    expect(isLocaleReady()).toBe(true);
    // Later tests switch to TY: this chunk arrives like any other.
    tagalog.resolve({ title: 'Gama' });
  });

  it('R4.73 registering a namespace while TY is active loads its TY table before the locale is ready', async () => {
    await setLanguage('TY');
    const tagalog = chunk<typeof alpha>();
    const bengali = vi.fn(async () => ({ title: 'আলফা', hello: 'হ্যালো {{name}}', onlyEnglish: 'শুধু' }));
    defineMessages('alpha', { EN: alpha, TY: tagalog.load, BN: bengali });
    expect(tagalog.load).toHaveBeenCalledTimes(1);
    expect(bengali).not.toHaveBeenCalled();
    expect(isLocaleReady()).toBe(false);
    let ready = false;
    void localeReady().then(() => (ready = true));
    await settle();
    expect(ready).toBe(false);

    // R9.29: a key the translation lacks still speaks English.
    tagalog.resolve({ title: 'Alpa', hello: 'Kumusta {{name}}' } as typeof alpha);
    await localeReady();
    expect(ready).toBe(true);
    expect(t('alpha.title')).toBe('Alpa');
    expect(t('alpha.hello', { name: 'Ana' })).toBe('Kumusta Ana');
    expect(t('alpha.onlyEnglish')).toBe('Only in English');
  });

  it("R4.73 a language switch loads every namespace's table before $locale changes (no English flash)", async () => {
    const betaBn = chunk<typeof beta>();
    const deltaBn = chunk<typeof delta>();
    defineMessages('beta', { EN: beta, BN: betaBn.load });
    defineMessages('delta', { EN: delta, BN: deltaBn.load });
    const seen = wordsAtEachSwitch('beta.title');

    const switching = setLanguage('BN');
    expect(betaBn.load).toHaveBeenCalledTimes(1);
    expect(deltaBn.load).toHaveBeenCalledTimes(1);
    betaBn.resolve({ title: 'বিটা' });
    await settle();
    expect($locale.get()).toBe('EN');
    expect(isLocaleReady()).toBe(false);

    deltaBn.resolve({ title: 'ডেল্টা' });
    await switching;
    expect($locale.get()).toBe('BN');
    expect(seen).toEqual(['বিটা']);
    expect(t('delta.title')).toBe('ডেল্টা');
    // The core dictionary switched with them, and a host's addMessages namespace survives.
    expect(t('common.cancel')).toBe('বাতিল');
  });

  it('R4.73 a namespace defined while a switch is loading holds the switch until its table is in', async () => {
    const bengali = chunk<typeof epsilon>();
    const seen = wordsAtEachSwitch('epsilon.title');
    const switching = setLanguage('BN');
    defineMessages('epsilon', { EN: epsilon, BN: bengali.load });
    await settle();
    expect($locale.get()).toBe('EN');
    bengali.resolve({ title: 'এপসিলন' });
    await switching;
    expect(seen).toEqual(['এপসিলন']);
  });

  it('R9.29 a failed chunk speaks English and is fetched again on the next switch', async () => {
    const load = vi
      .fn<() => Promise<typeof zeta>>()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValueOnce({ title: 'Zeta sa TY' });
    defineMessages('zeta', { EN: zeta, TY: load });
    await setLanguage('TY');
    expect($locale.get()).toBe('TY');
    expect(isLocaleReady()).toBe(true);
    expect(t('zeta.title')).toBe('Zeta');

    await setLanguage('EN');
    await setLanguage('TY');
    expect(load).toHaveBeenCalledTimes(2);
    expect(t('zeta.title')).toBe('Zeta sa TY');
  });

  it('R9.30 a language the namespace has no table for (VI) speaks English, and is ready at once', async () => {
    await setLanguage('VI');
    expect(isLocaleReady()).toBe(true);
    expect(t('alpha.title')).toBe('Alpha');
  });

  it("keeps the core and a host's addMessages words apart from the namespaces", async () => {
    addMessages('host', { EN: { greeting: 'Hello' }, TY: { greeting: 'Kumusta' } });
    await setLanguage('TY');
    expect(lookup('host.greeting')).toBe('Kumusta');
    expect(t('alpha.title')).toBe('Alpa');
    expect(t('common.cancel')).toBe('Kanselahin');
  });
});
