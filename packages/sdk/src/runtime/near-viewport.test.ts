// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, unmount } from './mount';
import { NEAR_VIEWPORT_MARGIN, whenNearViewport } from './near-viewport';
import { registerWidget, widgetDefinition } from './registry';

/** An IntersectionObserver the test drives: `enter()` reports the observed element as intersecting. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Puts `element` `top` px down a 900 px tall viewport. */
function placeAt(element: Element, top: number) {
  element.getBoundingClientRect = () =>
    ({ top, bottom: top + 300, left: 0, right: 400, width: 400, height: 300, x: 0, y: top }) as DOMRect;
}

let host: HTMLElement;
beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('innerHeight', 900);
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenNearViewport', () => {
  it('starts at once for an element in the viewport or within a screen below it, with no observer', () => {
    for (const top of [0, 850, 1700]) {
      const start = vi.fn();
      placeAt(host, top);
      expect(whenNearViewport(host, start)).toBeUndefined();
      expect(start).toHaveBeenCalledTimes(1);
    }
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('starts at once where it cannot tell: an element not laid out (zero box)', () => {
    const start = vi.fn();
    expect(whenNearViewport(host, start)).toBeUndefined();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for an element two screens down until it comes within one screen, then stops observing', () => {
    const start = vi.fn();
    placeAt(host, 2400);
    expect(whenNearViewport(host, start)).toBeTypeOf('function');
    expect(start).not.toHaveBeenCalled();
    const [observer] = FakeObserver.all;
    expect(observer?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    observer?.report(false);
    expect(start).not.toHaveBeenCalled();
    observer?.report(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });
});

describe('mount below the fold', () => {
  let loader: ReturnType<typeof vi.fn>;
  let name: string;
  let count = 0;
  // A widget of its own per test: a loaded chunk stays registered as its definition.
  beforeEach(() => {
    name = `far-away-${++count}`;
    loader = vi.fn(async () =>
      widgetDefinition({
        name,
        props: v.object({}),
        render(container) {
          container.textContent = 'drawn';
          return { update() {}, unmount() {} };
        },
      }),
    );
    registerWidget(name, loader as never);
  });

  it('fetches the chunk of a widget two screens down only when it nears the viewport', async () => {
    placeAt(host, 2400);
    const handle = mount(name, host);
    expect(loader).not.toHaveBeenCalled();
    expect(host.shadowRoot?.querySelector('[part=loading]')).not.toBeNull();
    FakeObserver.all[0]?.report(true);
    await handle.ready;
    expect(loader).toHaveBeenCalledTimes(1);
    expect(host.shadowRoot?.textContent).toContain('drawn');
  });

  it('loads at once with loading="eager" on the target, or mount(..., { loading: "eager" })', async () => {
    placeAt(host, 2400);
    host.setAttribute('loading', 'eager');
    await mount(name, host).ready;
    expect(loader).toHaveBeenCalledTimes(1);
    const other = document.createElement('div');
    document.body.append(other);
    placeAt(other, 5000);
    await mount(name, other, {}, { loading: 'eager' }).ready;
    expect(host.shadowRoot?.textContent).toContain('drawn');
    expect(other.shadowRoot?.textContent).toContain('drawn');
    expect(FakeObserver.all).toHaveLength(0);
  });

  it('stops waiting when the widget is unmounted before it came near', () => {
    placeAt(host, 2400);
    mount(name, host);
    unmount(host);
    expect(FakeObserver.all[0]?.disconnected).toBe(true);
    FakeObserver.all[0]?.report(true);
    expect(loader).not.toHaveBeenCalled();
  });
});
