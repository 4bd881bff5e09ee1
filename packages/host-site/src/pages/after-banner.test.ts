import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $bannerShown,
  BANNER_WAIT_MS,
  PAINT_REPORT_WAIT_MS,
  releaseLobbyAfterBanner,
  resetLobbyRelease,
} from './after-banner';
import { AfterBannerWidget } from './after-banner-widget';

/** A browser's window in the node test environment: frames and input listeners. */
function fakeWindow() {
  const frames: Array<() => void> = [];
  const input = new EventTarget();
  vi.stubGlobal('requestAnimationFrame', (task: () => void) => frames.push(task));
  vi.stubGlobal('window', input);
  /** The promise callbacks due (an image's decode), then the next frame and the timers it set. */
  const nextFrame = async () => {
    await vi.advanceTimersByTimeAsync(0);
    for (const frame of frames.splice(0)) frame();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { input, nextFrame };
}

/** The carousel's element as mounted: its shadow root, with the first banner's image once drawn. */
function carouselWith(
  image: { complete: boolean; naturalWidth: number; decode?: () => Promise<void> } & EventTarget,
) {
  return {
    shadowRoot: { querySelector: (selector: string) => (selector === 'img' ? image : null) },
  } as unknown as Element;
}

function image(complete: boolean) {
  return Object.assign(new EventTarget(), { complete, naturalWidth: complete ? 1200 : 0 });
}

beforeEach(() => {
  vi.useFakeTimers();
  resetLobbyRelease();
});

afterEach(() => {
  resetLobbyRelease();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the lobby after its first banner (issue 13 item 6: the largest paint first)', () => {
  it('R2.73 holds the place of a waiting widget: an element of the same class and name, which pages.css sizes', () => {
    const marquee = renderToString(
      createElement(AfterBannerWidget, { name: 'marquee', className: 'lobby__marquee' }),
    );
    expect(marquee).toBe('<div class="lobby__marquee" data-lk-widget="marquee"></div>');
  });

  it('waits for the first banner image to load and decode, then for the frame that paints it', async () => {
    const { nextFrame } = fakeWindow();
    let decoded = () => {};
    const first = Object.assign(image(false), {
      decode: () => new Promise<void>((resolve) => (decoded = resolve)),
    });
    releaseLobbyAfterBanner(carouselWith(first));
    await nextFrame();
    expect($bannerShown.get()).toBe(false);
    first.dispatchEvent(new Event('load'));
    await nextFrame();
    expect($bannerShown.get()).toBe(false);
    decoded();
    expect($bannerShown.get()).toBe(false);
    await nextFrame();
    expect($bannerShown.get()).toBe(true);
  });

  it("where the browser reports the largest paint, waits for the banner's report, at most PAINT_REPORT_WAIT_MS", async () => {
    const { nextFrame } = fakeWindow();
    const observers: Array<(list: { getEntries(): Array<{ url: string }> }) => void> = [];
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const first = Object.assign(image(false), { currentSrc: 'http://api.test/cdn/images/banners/b1.svg' });
    releaseLobbyAfterBanner(carouselWith(first));
    first.dispatchEvent(new Event('load'));
    await nextFrame();
    expect($bannerShown.get()).toBe(false);
    observers[0]?.({ getEntries: () => [{ url: 'http://api.test/cdn/images/other.svg' }] });
    await nextFrame();
    expect($bannerShown.get()).toBe(false);
    observers[0]?.({ getEntries: () => [{ url: first.currentSrc }] });
    await nextFrame();
    expect($bannerShown.get()).toBe(true);
    // No report (the banner is not the largest paint): the wait ends anyway.
    resetLobbyRelease();
    const second = Object.assign(image(false), { currentSrc: 'http://api.test/cdn/images/banners/b2.svg' });
    releaseLobbyAfterBanner(carouselWith(second));
    second.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS - 1);
    await nextFrame();
    expect($bannerShown.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await nextFrame();
    expect($bannerShown.get()).toBe(true);
  });

  it('goes on at once (after a frame) when the image is already in, or when the game type shows no banners', async () => {
    const { nextFrame } = fakeWindow();
    releaseLobbyAfterBanner(carouselWith(image(true)));
    await nextFrame();
    expect($bannerShown.get()).toBe(true);
    resetLobbyRelease();
    releaseLobbyAfterBanner(null);
    expect($bannerShown.get()).toBe(false);
    await nextFrame();
    expect($bannerShown.get()).toBe(true);
  });

  it('a banner that fails or never comes holds the rest back at most BANNER_WAIT_MS', async () => {
    const { nextFrame } = fakeWindow();
    const failing = image(false);
    releaseLobbyAfterBanner(carouselWith(failing));
    failing.dispatchEvent(new Event('error'));
    await nextFrame();
    expect($bannerShown.get()).toBe(true);
    resetLobbyRelease();
    releaseLobbyAfterBanner(carouselWith(image(false)));
    vi.advanceTimersByTime(BANNER_WAIT_MS - 1);
    expect($bannerShown.get()).toBe(false);
    vi.advanceTimersByTime(1);
    expect($bannerShown.get()).toBe(true);
  });

  it("a player's first press mounts the rest at once", () => {
    const { input } = fakeWindow();
    releaseLobbyAfterBanner(carouselWith(image(false)));
    input.dispatchEvent(new Event('keydown'));
    expect($bannerShown.get()).toBe(true);
  });
});
