import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $bannerShown, BANNER_WAIT_MS, releaseLobbyAfterBanner, resetLobbyRelease } from './after-banner';
import { AfterBannerWidget } from './after-banner-widget';

/** A browser's window in the node test environment: frames and input listeners. */
function fakeWindow() {
  const frames: Array<() => void> = [];
  const input = new EventTarget();
  vi.stubGlobal('requestAnimationFrame', (task: () => void) => frames.push(task));
  vi.stubGlobal('window', input);
  const nextFrame = () => {
    for (const frame of frames.splice(0)) frame();
    vi.advanceTimersByTime(0);
  };
  return { input, nextFrame };
}

/** The carousel's element as mounted: its shadow root, with the first banner's image once drawn. */
function carouselWith(image: { complete: boolean; naturalWidth: number } & EventTarget) {
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

  it('waits for the first banner image to load, then for the frame that paints it', () => {
    const { nextFrame } = fakeWindow();
    const first = image(false);
    releaseLobbyAfterBanner(carouselWith(first));
    nextFrame();
    expect($bannerShown.get()).toBe(false);
    first.dispatchEvent(new Event('load'));
    expect($bannerShown.get()).toBe(false);
    nextFrame();
    expect($bannerShown.get()).toBe(true);
  });

  it('goes on at once (after a frame) when the image is already in, or when the game type shows no banners', () => {
    const { nextFrame } = fakeWindow();
    releaseLobbyAfterBanner(carouselWith(image(true)));
    nextFrame();
    expect($bannerShown.get()).toBe(true);
    resetLobbyRelease();
    releaseLobbyAfterBanner(null);
    expect($bannerShown.get()).toBe(false);
    nextFrame();
    expect($bannerShown.get()).toBe(true);
  });

  it('a banner that fails or never comes holds the rest back at most BANNER_WAIT_MS', () => {
    const { nextFrame } = fakeWindow();
    const failing = image(false);
    releaseLobbyAfterBanner(carouselWith(failing));
    failing.dispatchEvent(new Event('error'));
    nextFrame();
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
