import { setLanguage } from '@lobbykit/sdk';
import { $locale, localeReady } from '@lobbykit/sdk/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdBengaliForItsFont } from './bengali-font';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

afterEach(async () => {
  await setLanguage('EN');
  document.head.innerHTML = '';
  Reflect.deleteProperty(document, 'fonts');
});

/** jsdom has no FontFaceSet: a stand-in whose loads finish when the test says so. */
function fakeFonts() {
  const asked: string[] = [];
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      load: (face: string) => {
        asked.push(face);
        return done.then(() => []);
      },
    },
  });
  return { asked, finish };
}

describe('Bengali waits for its font (R9.30)', () => {
  it("R9.30 a switch to BN links the bundle's font once and speaks Bengali only once both faces are in", async () => {
    const fonts = fakeFonts();
    holdBengaliForItsFont('https://cdn.test/lk/lobbykit@0.1.0/lobbykit.js');
    const switching = setLanguage('BN');
    expect(links().map((link) => link.href)).toEqual([
      'https://cdn.test/lk/lobbykit@0.1.0/fonts/bengali.css',
    ]);
    links()[0]!.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(fonts.asked).toHaveLength(2));
    expect(fonts.asked).toEqual(['400 16px "Noto Sans Bengali"', '700 16px "Noto Sans Bengali"']);
    expect($locale.get()).toBe('EN');
    fonts.finish();
    await switching;
    expect($locale.get()).toBe('BN');
    await setLanguage('EN');
    await setLanguage('BN');
    expect(links()).toHaveLength(1);
  });

  it('R9.30 a font that never loads holds Bengali 3 seconds at most', async () => {
    fakeFonts();
    vi.useFakeTimers();
    holdBengaliForItsFont();
    const switching = setLanguage('BN');
    await vi.advanceTimersByTimeAsync(3000);
    vi.useRealTimers();
    await switching;
    expect($locale.get()).toBe('BN');
    expect(links()).toEqual([]);
    await localeReady();
  });
});
