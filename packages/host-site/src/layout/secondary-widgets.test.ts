import { $sideMenuVisible, setSideMenuVisible } from '@lobbykit/sdk/lobby';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecondaryWidget } from './secondary-widget';
import {
  $secondaryReleased,
  holdSecondaryWidgetsUntil,
  releaseSecondaryWidgetsAfterPaint,
  resetSecondaryWidgets,
  SECONDARY_IDLE_TIMEOUT_MS,
  SIDE_COLUMN_QUERY,
  settleSideMenuBeforeItMounts,
} from './secondary-widgets';

/** A browser's window in the node test environment: frames, idle callbacks and input listeners. */
function fakeWindow() {
  const frames: Array<() => void> = [];
  const idle: Array<{ task: () => void; timeout: number }> = [];
  const listeners = new Map<string, () => void>();
  vi.stubGlobal('requestAnimationFrame', (task: () => void) => frames.push(task));
  vi.stubGlobal('window', {
    requestIdleCallback: (task: () => void, options: { timeout: number }) =>
      idle.push({ task, timeout: options.timeout }),
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  });
  return { frames, idle, listeners };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetSecondaryWidgets();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSecondaryWidgets();
});

describe('secondary widgets (issue 13: the page content paints first)', () => {
  it('R2.28 keeps the side menu in place, mounted only once released', () => {
    const page = () =>
      renderToString(
        createElement('div', null, [
          createElement(SecondaryWidget, { key: 'side', name: 'side-menu', className: 'site__side' }),
          createElement('main', { key: 'main' }),
        ]),
      );
    expect(page()).toBe('<div><div class="site__side" data-lk-widget="side-menu"></div><main></main></div>');
    $secondaryReleased.set(true);
    // The LobbyKitWidget's element: the same class and name, the widget mounted into it in the browser.
    expect(page()).toContain('class="site__side" data-lk-widget="side-menu"');
  });

  it('releases after the painted frame, the tasks queued behind it and an idle moment', () => {
    const browser = fakeWindow();
    releaseSecondaryWidgetsAfterPaint();
    expect($secondaryReleased.get()).toBe(false);
    expect(browser.frames).toHaveLength(1);
    browser.frames[0]?.();
    expect(browser.idle).toHaveLength(0);
    vi.runAllTimers();
    expect(browser.idle).toEqual([{ task: expect.any(Function), timeout: SECONDARY_IDLE_TIMEOUT_MS }]);
    expect($secondaryReleased.get()).toBe(false);
    browser.idle[0]?.task();
    expect($secondaryReleased.get()).toBe(true);
    expect(browser.listeners.size).toBe(0);
  });

  it("waits for what a route held for (a list centre's first page) before its frame, at most the idle timeout", async () => {
    const browser = fakeWindow();
    let answer = () => {};
    holdSecondaryWidgetsUntil(new Promise<void>((resolve) => (answer = resolve)));
    releaseSecondaryWidgetsAfterPaint();
    await vi.advanceTimersByTimeAsync(10);
    expect(browser.frames).toHaveLength(0);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.frames).toHaveLength(1);
    browser.frames[0]?.();
    vi.runAllTimers();
    browser.idle[0]?.task();
    expect($secondaryReleased.get()).toBe(true);
  });

  it('a held route whose content never comes, or fails, releases anyway', async () => {
    const browser = fakeWindow();
    holdSecondaryWidgetsUntil(new Promise<void>(() => {}));
    holdSecondaryWidgetsUntil(Promise.reject(new Error('offline')));
    releaseSecondaryWidgetsAfterPaint();
    await vi.advanceTimersByTimeAsync(SECONDARY_IDLE_TIMEOUT_MS - 1);
    expect(browser.frames).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.frames).toHaveLength(1);
  });

  it("releases at once on the player's first pointer or key press, and schedules only once", () => {
    const browser = fakeWindow();
    releaseSecondaryWidgetsAfterPaint();
    releaseSecondaryWidgetsAfterPaint();
    expect(browser.frames).toHaveLength(1);
    browser.listeners.get('keydown')?.();
    expect($secondaryReleased.get()).toBe(true);
    expect(browser.listeners.size).toBe(0);
  });

  it('releases at once where no frame comes (a server render)', () => {
    releaseSecondaryWidgetsAfterPaint();
    expect($secondaryReleased.get()).toBe(true);
  });

  describe('R2.65 R2.66 the side menu is settled before it mounts, so the toggle tells the truth', () => {
    const viewport = (wide: boolean) => {
      const asked: string[] = [];
      vi.stubGlobal('window', {
        matchMedia: (query: string) => {
          asked.push(query);
          return { matches: wide };
        },
      });
      return asked;
    };
    afterEach(() => $sideMenuVisible.set(null));

    it('shown as the column on a wide screen, before the widget is there', () => {
      expect(viewport(true)).toEqual([]);
      settleSideMenuBeforeItMounts();
      expect($sideMenuVisible.get()).toBe(true);
    });

    it('a closed drawer on a phone, asked with the same query as the CSS column', () => {
      const asked = viewport(false);
      settleSideMenuBeforeItMounts();
      expect(asked).toEqual([SIDE_COLUMN_QUERY]);
      expect($sideMenuVisible.get()).toBe(false);
    });

    it("keeps a choice already made (a player's toggle)", () => {
      viewport(true);
      setSideMenuVisible(false);
      settleSideMenuBeforeItMounts();
      expect($sideMenuVisible.get()).toBe(false);
    });
  });
});
