// @vitest-environment happy-dom
import { atom } from 'nanostores';
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type InitConfig, installGlobal } from '../runtime/global';
import { loadCopiesWith, type NamespaceRuntime } from '../runtime/namespaces';
import { registerWidget } from '../runtime/registry';
import { fakePlatform } from '../testing/fake-platform';
import { LobbyKitWidget } from './lobbykit-widget';
import { useLobbyKit } from './use-lobbykit';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

declare module '../runtime/widget-map' {
  interface WidgetPropsMap {
    counter: { count: number };
  }
}

const log: string[] = [];
registerWidget({
  name: 'counter',
  props: v.object({ count: v.number() }),
  render(container, props) {
    container.textContent = `count ${props.count}`;
    log.push(`render ${props.count}`);
    return {
      update: (next) => {
        container.textContent = `count ${next.count}`;
        log.push(`update ${next.count}`);
      },
      unmount: () => log.push('unmount'),
    };
  },
});

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  log.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

let setCount: (count: number) => void = () => {};
let setOther: (value: number) => void = () => {};
function Host() {
  const [count, set] = useState(1);
  const [, other] = useState(0);
  setCount = set;
  setOther = other;
  return createElement(LobbyKitWidget, { name: 'counter', props: { count }, className: 'slot' });
}

const $name = atom('Ana');
function Name() {
  return createElement('span', null, useLobbyKit($name));
}

const widgetText = () => container.querySelector('[data-lk-widget]')?.shadowRoot?.textContent;

describe('React adapter', () => {
  it('mounts into a div it owns, updates on a real props change and unmounts on cleanup', () => {
    act(() => root.render(createElement(Host)));
    expect(container.querySelector('div.slot')).not.toBeNull();
    expect(widgetText()).toBe('count 1');

    act(() => setOther(1));
    act(() => setCount(2));
    expect(widgetText()).toBe('count 2');
    expect(log).toEqual(['render 1', 'update 2']);

    act(() => root.render(createElement('p')));
    expect(log.at(-1)).toBe('unmount');
  });

  it('whenVisible mounts only once the element nears the viewport', () => {
    const observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    const real = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      act(() =>
        root.render(
          createElement(LobbyKitWidget, { name: 'counter', props: { count: 3 }, whenVisible: true }),
        ),
      );
      expect(log).toEqual([]);
      expect(widgetText()).toBeUndefined();
      act(() => observed[0]?.([{ isIntersecting: true }]));
      expect(log).toEqual(['render 3']);
      expect(widgetText()).toBe('count 3');
    } finally {
      globalThis.IntersectionObserver = real;
    }
  });

  it("loading='eager' mounts a widget whose element sits screens below the viewport at once; without it, it waits", () => {
    const real = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const far = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 5000, bottom: 5044, left: 0, right: 60, width: 60, height: 44 } as DOMRect);
    try {
      act(() => root.render(createElement(LobbyKitWidget, { name: 'counter', props: { count: 4 } })));
      expect(log).toEqual([]);
      act(() => root.render(createElement('p')));
      act(() =>
        root.render(
          createElement(LobbyKitWidget, { name: 'counter', props: { count: 5 }, loading: 'eager' }),
        ),
      );
      expect(container.querySelector('[data-lk-widget]')?.getAttribute('loading')).toBe('eager');
      expect(log).toEqual(['render 5']);
      expect(widgetText()).toBe('count 5');
    } finally {
      far.mockRestore();
      globalThis.IntersectionObserver = real;
    }
  });

  it('useLobbyKit re-renders when the store changes', () => {
    act(() => root.render(createElement(Name)));
    expect(container.textContent).toBe('Ana');
    act(() => $name.set('Ben'));
    expect(container.textContent).toBe('Ben');
  });
});

/** A counter of brand B's (`namespace`) or of the page's own runtime (none). */
function Brand({ namespace, count }: { namespace?: string; count: number }) {
  return createElement(LobbyKitWidget, {
    name: 'counter',
    props: { count },
    ...(namespace ? { namespace } : {}),
  });
}

describe('React adapter with a namespace (issue 15 item 3)', () => {
  /**
   * Brand B's runtime as the page's LobbyKit reaches it: the commands it ran. Its unmount empties the
   * element's shadow root, as the real one does, after a turn of its own.
   */
  let brandB: [string, unknown[]][] = [];
  beforeEach(async () => {
    brandB = [];
    loadCopiesWith(async () => {
      const runtime: NamespaceRuntime = {
        async run(command, args) {
          brandB.push([command, args]);
          if (command === 'unmount') (args[0] as HTMLElement).shadowRoot?.replaceChildren();
        },
        mount: () => {},
        unmount: () => {},
      };
      return { becomeNamespace: () => ({ runtime, done: Promise.resolve() }) } as never;
    });
    const api = installGlobal();
    await api.init({ apiBase: 'http://ph.test', fetch: fakePlatform().fetch } as InitConfig);
    await api.init({ apiBase: 'http://bd.test', namespace: 'brandB', merchantCode: 'bd' } as InitConfig);
  });
  afterEach(() => {
    delete (window as { LobbyKit?: unknown }).LobbyKit;
  });

  it("mounts in that brand's runtime through LobbyKit('brandB.mount'), sends it prop changes, and moves to the page's runtime and back", async () => {
    act(() => root.render(createElement(Brand, { namespace: 'brandB', count: 1 })));
    const element = container.querySelector('[data-lk-widget]') as HTMLElement;
    await vi.waitFor(() => expect(brandB).toEqual([['mount', ['counter', element, { count: 1 }]]]));
    // The page's runtime shows nothing there.
    expect(log).toEqual([]);
    expect(element.shadowRoot).toBeNull();

    act(() => root.render(createElement(Brand, { namespace: 'brandB', count: 2 })));
    await vi.waitFor(() => expect(brandB.at(-1)).toEqual(['mount', ['counter', element, { count: 2 }]]));

    // Without a namespace: brand B unmounts it first, then the page's runtime mounts it, once.
    act(() => root.render(createElement(Brand, { count: 3 })));
    await vi.waitFor(() => expect(widgetText()).toBe('count 3'));
    expect(brandB.at(-1)).toEqual(['unmount', [element]]);
    expect(log).toEqual(['render 3']);

    act(() => root.render(createElement(Brand, { namespace: 'brandB', count: 4 })));
    await vi.waitFor(() => expect(brandB.at(-1)).toEqual(['mount', ['counter', element, { count: 4 }]]));
    expect(log).toEqual(['render 3', 'unmount']);

    act(() => root.render(createElement('p')));
    await vi.waitFor(() => expect(brandB.at(-1)).toEqual(['unmount', [element]]));
    expect(brandB.map(([command]) => command)).toEqual(['mount', 'mount', 'unmount', 'mount', 'unmount']);
  });

  it('without a LobbyKit on the page: a console error naming the init to add, nothing mounted', () => {
    delete (window as { LobbyKit?: unknown }).LobbyKit;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => root.render(createElement(Brand, { namespace: 'brandC', count: 1 })));
    expect(error).toHaveBeenCalledWith("LobbyKit: brandC.mount: this page has no LobbyKit('init', ...)");
    expect(log).toEqual([]);
    expect(widgetText()).toBeUndefined();
    error.mockRestore();
  });
});
