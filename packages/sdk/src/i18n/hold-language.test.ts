import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $locale } from '../stores/locale';
import { setUpRuntime } from '../testing/fake-platform';
import { holdLanguage } from './catalog';
import { setLanguage } from './language';
import { isLocaleReady, localeReady } from './translate';

/** Work that finishes when the test says so. */
function gate() {
  let open: () => void = () => {};
  const promise = new Promise<void>((done) => (open = done));
  return { work: vi.fn(() => promise), open };
}

const settle = () => new Promise((done) => setTimeout(done, 20));

beforeEach(async () => {
  setUpRuntime();
  await setLanguage('EN');
  await localeReady();
});

// The languages here are held for the rest of the file's runtime, so each test takes its own.
describe('holdLanguage: what a language waits for besides its words (its font)', () => {
  it('R9.30 a switch to the held language waits for the work before $locale changes', async () => {
    const font = gate();
    holdLanguage('TH', font.work);
    const switching = setLanguage('TH');
    await settle();
    expect(font.work).toHaveBeenCalledTimes(1);
    expect($locale.get()).toBe('EN');
    expect(isLocaleReady()).toBe(false);
    font.open();
    await switching;
    expect($locale.get()).toBe('TH');
    expect(isLocaleReady()).toBe(true);
  });

  it('R9.30 work that fails still lets the switch happen, and other languages never wait for it', async () => {
    holdLanguage('VI', () => Promise.reject(new Error('font blocked')));
    const never = gate();
    holdLanguage('KO', never.work);
    await setLanguage('VI');
    expect($locale.get()).toBe('VI');
    await setLanguage('EN');
    expect($locale.get()).toBe('EN');
    expect(never.work).not.toHaveBeenCalled();
  });

  it('R9.30 a hold registered while its language is loading holds that switch too', async () => {
    const font = gate();
    const switching = setLanguage('ID');
    holdLanguage('ID', font.work);
    await settle();
    expect($locale.get()).not.toBe('ID');
    font.open();
    await switching;
    expect($locale.get()).toBe('ID');
  });
});
