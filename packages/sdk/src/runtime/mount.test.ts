// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineMessages } from '../i18n/define-messages';
import { setLanguage } from '../i18n/language';
import { isLocaleReady, t } from '../i18n/translate';
import { $startup } from '../stores/startup';
import { mount, mountedWidget, unmount } from './mount';
import { registerWidget, type WidgetDefinition, widgetDefinition } from './registry';

const renders: string[] = [];

const wordedEn = { hello: 'Hello {{who}}' };
declare module '../i18n/message-key' {
  interface MessageNamespaces {
    worded: typeof wordedEn;
  }
}
// A widget's own event, added as a widget's file would add it.
declare module './events' {
  interface LobbyKitEvents {
    greeted: { who: string };
  }
}

function greeting(name = 'greeting'): WidgetDefinition {
  return widgetDefinition({
    name,
    props: v.object({ who: v.pipe(v.string(), v.minLength(1)), times: v.optional(v.number(), 1) }),
    styles: '.hello { color: var(--lk-primary); }',
    render(container, props, context) {
      const paint = (next: { who: string; times: number }) => {
        container.innerHTML = `<p class="hello">Hello ${next.who} x${next.times}</p>`;
      };
      paint(props);
      renders.push(`render:${props.who}`);
      context.emit('greeted', { who: props.who });
      return {
        update: (next) => {
          renders.push(`update:${next.who}`);
          paint(next);
        },
        unmount: () => {
          renders.push('unmount');
          container.innerHTML = '';
        },
      };
    },
  });
}

let host: HTMLElement;
beforeEach(() => {
  renders.length = 0;
  host = document.createElement('div');
  document.body.append(host);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const text = (element: HTMLElement) => element.shadowRoot?.textContent?.trim();

describe('mount', () => {
  it('renders into an open shadow root on the element, created once and reused', async () => {
    registerWidget(greeting());
    await mount('greeting', host, { who: 'Ana' }).ready;
    const root = host.shadowRoot;
    expect(root?.mode).toBe('open');
    expect(text(host)).toBe('Hello Ana x1');
    unmount(host);
    expect(text(host)).toBe('');
    await mount('greeting', host, { who: 'Ben' }).ready;
    expect(host.shadowRoot).toBe(root);
    expect(renders).toEqual(['render:Ana', 'unmount', 'render:Ben']);
  });

  it('updates the mounted widget when mounted again or given new props', async () => {
    registerWidget(greeting());
    const handle = mount('greeting', host, { who: 'Ana' });
    mount('greeting', host, { who: 'Ana', times: 2 });
    handle.update({ who: 'Cy' });
    expect(text(host)).toBe('Hello Cy x1');
    expect(renders).toEqual(['render:Ana', 'update:Ana', 'update:Cy']);
  });

  it('shows a clear inline error and logs it for bad props, never a blank box', async () => {
    registerWidget(greeting());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount('greeting', host, { who: '' }).ready;
    const box = host.shadowRoot?.querySelector('[role="alert"]');
    expect(box?.textContent).toContain('“greeting”');
    expect(box?.textContent).toContain('“who”');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('bad props for "greeting" at "who"'), {
      who: '',
    });
    expect(renders).toEqual([]);
  });

  it('replaces a rendered widget by the error when an update brings bad props, and recovers', async () => {
    registerWidget(greeting());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = mount('greeting', host, { who: 'Ana' });
    handle.update({ who: 42 });
    expect(host.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull();
    handle.update({ who: 'Ana' });
    expect(text(host)).toBe('Hello Ana x1');
    expect(renders).toEqual(['render:Ana', 'unmount', 'render:Ana']);
  });

  it('says so when no widget has that name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount('nothing-here', host).ready;
    expect(host.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain('nothing-here');
  });

  it('switches widgets when another name is mounted on the same element', async () => {
    registerWidget(greeting());
    registerWidget(greeting('other'));
    mount('greeting', host, { who: 'Ana' });
    mount('other', host, { who: 'Ben' });
    expect(mountedWidget(host)).toBe('other');
    expect(renders).toEqual(['render:Ana', 'unmount', 'render:Ben']);
  });

  it("emits the widget's events on its element and once on window", async () => {
    registerWidget(greeting());
    const onElement = vi.fn();
    const onWindow = vi.fn();
    host.addEventListener('lobbykit:greeted', onElement);
    window.addEventListener('lobbykit:greeted', onWindow);
    mount('greeting', host, { who: 'Ana' });
    window.removeEventListener('lobbykit:greeted', onWindow);
    expect(onElement).toHaveBeenCalledTimes(1);
    expect(onWindow).toHaveBeenCalledTimes(1);
    const [event] = onWindow.mock.calls[0] as [CustomEvent];
    expect(event.detail).toEqual({ who: 'Ana' });
  });
});

describe('lazy widgets', () => {
  it('loads the chunk on first mount, showing a loading state meanwhile', async () => {
    let resolve: (definition: WidgetDefinition) => void = () => {};
    registerWidget('lazy-a', () => new Promise((done) => (resolve = done)));
    const handle = mount('lazy-a', host, { who: 'Ana' });
    expect(host.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    resolve(greeting('lazy-a'));
    await handle.ready;
    expect(text(host)).toBe('Hello Ana x1');
  });

  it('accepts a module whose default export is the definition', async () => {
    registerWidget('lazy-b', async () => ({ default: greeting('lazy-b') }));
    await mount('lazy-b', host, { who: 'Ana' }).ready;
    expect(text(host)).toBe('Hello Ana x1');
  });

  it("R8.30 shows 'Loading chunk {n} failed' with a retry when the chunk is missing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = vi
      .fn<() => Promise<WidgetDefinition>>()
      .mockRejectedValueOnce(new Error('404'))
      .mockResolvedValueOnce(greeting('lazy-c'));
    registerWidget('lazy-c', loader);
    await mount('lazy-c', host, { who: 'Ana' }).ready;
    const box = host.shadowRoot?.querySelector('[role="alert"]');
    expect(box?.textContent).toContain('Loading chunk lazy-c failed');
    box?.querySelector('button')?.click();
    await vi.waitFor(() => expect(text(host)).toBe('Hello Ana x1'));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('R8.31 gives up on a chunk after 120000 ms', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    registerWidget('lazy-d', () => new Promise(() => {}));
    const handle = mount('lazy-d', host, { who: 'Ana' });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(host.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await handle.ready;
    expect(host.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
      'Loading chunk lazy-d failed',
    );
  });
});

describe('language', () => {
  it("waits for the page language's dictionary before painting, so it never flashes English", async () => {
    registerWidget(greeting());
    await setLanguage('EN');
    const switching = setLanguage('TY');
    expect(isLocaleReady()).toBe(false);
    const handle = mount('greeting', host, { who: 'Ana' });
    expect(host.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    expect(renders).toEqual([]);
    await switching;
    await handle.ready;
    expect(text(host)).toBe('Hello Ana x1');
    await setLanguage('EN');
  });

  it('R4.73 R9.30 waits for the words a lazily loaded widget registers, so a BN page never paints it in English', async () => {
    await setLanguage('BN');
    let arrive: (table: typeof wordedEn) => void = () => {};
    const bengali = vi.fn(() => new Promise<typeof wordedEn>((done) => (arrive = done)));
    const painted: string[] = [];
    // The chunk defines its namespace while it loads, as a widget's messages module does.
    registerWidget('worded', async () => {
      defineMessages('worded', { EN: wordedEn, BN: bengali });
      return widgetDefinition({
        name: 'worded',
        props: v.object({ who: v.string() }),
        render(container, props) {
          container.textContent = t('worded.hello', { who: props.who });
          painted.push(container.textContent);
          return { update: () => {}, unmount: () => {} };
        },
      });
    });
    const handle = mount('worded', host, { who: 'Ana' });
    await vi.waitFor(() => expect(bengali).toHaveBeenCalled());
    await new Promise((done) => setTimeout(done, 20));
    expect(isLocaleReady()).toBe(false);
    expect(host.shadowRoot?.querySelector('[role="status"]')).not.toBeNull();
    expect(painted).toEqual([]);

    arrive({ hello: 'হ্যালো {{who}}' });
    await handle.ready;
    expect(painted).toEqual(['হ্যালো Ana']);
    expect(text(host)).toBe('হ্যালো Ana');
    await setLanguage('EN');
  });
});

describe('a page the platform refuses (R8.18)', () => {
  const refused = { phase: 'error', errorCode: 'invalid_domain', message: '' } as const;
  afterEach(() => $startup.set({ phase: 'loading' }));

  it("R8.18 replaces every mounted widget by 'Invalid URL, please contact customer service', with no retry", async () => {
    registerWidget(greeting());
    const other = document.createElement('div');
    document.body.append(other);
    mount('greeting', host, { who: 'Ana' });
    mount('greeting', other, { who: 'Ben' });
    $startup.set(refused);
    for (const element of [host, other]) {
      await vi.waitFor(() =>
        expect(element.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
          'Invalid URL, please contact customer service',
        ),
      );
      expect(element.shadowRoot?.querySelector('button')).toBeNull();
    }
    expect(renders.slice(0, 2)).toEqual(['render:Ana', 'render:Ben']);
    expect(renders).toContain('unmount');
  });

  it('R8.18 a widget mounted after the refusal shows it too, in the page language, and never loads its chunk', async () => {
    const chunk = vi.fn(async () => greeting('late'));
    registerWidget('late', chunk);
    await setLanguage('TY');
    $startup.set(refused);
    const handle = mount('late', host, { who: 'Ana' });
    handle.update({ who: 'Ben' });
    await vi.waitFor(() =>
      expect(host.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
        'Hindi wasto ang URL, pakikontak ang customer service',
      ),
    );
    expect(chunk).not.toHaveBeenCalled();
    expect(renders).toEqual([]);
    // The host may still take it away, and mount something else once the page is served right.
    handle.unmount();
    expect(text(host)).toBe('');
    await setLanguage('EN');
  });

  it('a startup that failed otherwise (network) leaves the widgets as they are', async () => {
    registerWidget(greeting());
    mount('greeting', host, { who: 'Ana' });
    $startup.set({ phase: 'error', errorCode: 'network_error', message: '' });
    await new Promise((done) => setTimeout(done, 10));
    expect(text(host)).toBe('Hello Ana x1');
  });
});
