// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { systemStatus } from '@lobbykit/api-client';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform } from '../testing/fake-platform';
import { type InitConfig, installGlobal, type LobbyKitGlobal } from './global';
import { loadCopiesWith, type NamespaceRuntime } from './namespaces';
import { registerWidget } from './registry';

// How the page's runtime routes a later init, `<namespace>.` commands and `namespace` elements to a
// namespace's runtime. The copy here records what reaches it (in the browser it is the bundle under
// `ns/<name>/`, a module graph of its own: namespace-copy.test.ts tests what it does with it, and
// tests/e2e/specs/two-brands.spec.ts both together in Chromium).
/** What the page's runtime did with ns-hello: each render (a new instance), update and unmount. */
const pageWidget: string[] = [];
registerWidget({
  name: 'ns-hello',
  props: v.object({ who: v.optional(v.string(), 'you') }),
  render(container, props) {
    container.textContent = `Hello ${props.who}`;
    pageWidget.push(`render ${props.who}`);
    return {
      update: (next) => {
        container.textContent = `Hello ${next.who}`;
        pageWidget.push(`update ${next.who}`);
      },
      unmount: () => void pageWidget.push('unmount'),
    };
  },
});

interface Recorded {
  name: string;
  config: InitConfig;
  runs: [string, unknown[]][];
  mounts: [string, HTMLElement, Record<string, unknown>, Record<string, string>][];
  unmounts: HTMLElement[];
  offs: number;
}

let copies: Recorded[] = [];
let loads: string[] = [];
let arrive: () => void = () => {};

beforeEach(() => {
  copies = [];
  loads = [];
  pageWidget.length = 0;
  let opened: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    opened = resolve;
  });
  arrive = opened;
  loadCopiesWith(async (name) => {
    loads.push(name);
    await gate;
    return {
      becomeNamespace(copyName: string, config: InitConfig) {
        const copy: Recorded = { name: copyName, config, runs: [], mounts: [], unmounts: [], offs: 0 };
        copies.push(copy);
        const runtime: NamespaceRuntime = {
          run(command, args) {
            copy.runs.push([command, args]);
            if (command === 'on') return () => copy.offs++;
            if (command === 'logout') return Promise.resolve(true);
            return undefined;
          },
          mount: (...args) => void copy.mounts.push(args),
          unmount: (host) => void copy.unmounts.push(host),
        };
        return { runtime, done: Promise.resolve() };
      },
    } as never;
  });
});

afterEach(() => {
  delete (window as { LobbyKit?: unknown }).LobbyKit;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const call = (api: LobbyKitGlobal, ...args: unknown[]) =>
  (api as unknown as (...input: unknown[]) => unknown)(...args);

async function pageWithBrandB() {
  const ph = fakePlatform();
  const api = installGlobal();
  await api.init({ apiBase: 'http://ph.test', merchantCode: 'ph', fetch: ph.fetch } as InitConfig);
  const brandB = {
    apiBase: 'http://bd.test',
    namespace: 'brandB',
    merchantCode: 'bd',
    lang: 'BN',
  } as InitConfig;
  const started = api.init(brandB);
  return { api, ph, brandB, started };
}

/** The page's own runtime alone (merchant ph, in English), with console errors caught. */
async function pageInEnglish() {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const api = installGlobal();
  await api.init({
    apiBase: 'http://ph.test',
    merchantCode: 'ph',
    lang: 'EN',
    fetch: fakePlatform().fetch,
  } as InitConfig);
  return { api, error };
}

describe('namespaces on one page (issue 15 item 3)', () => {
  it("R9.28 a later init with another namespace starts that namespace's runtime with its own config, once", async () => {
    const { api, ph, brandB, started } = await pageWithBrandB();
    // Commands for it wait until it is in, in order.
    const mounted = call(api, 'brandB.mount', 'ns-hello', '#b', { who: 'Rahim' });
    const loggedOut = api('brandB.logout', { confirm: false });
    arrive();
    await started;
    await mounted;
    await expect(loggedOut).resolves.toBe(true);
    expect(loads).toEqual(['brandB']);
    expect(copies).toHaveLength(1);
    expect(copies[0]?.config).toEqual(brandB);
    expect(copies[0]?.runs).toEqual([
      ['mount', ['ns-hello', '#b', { who: 'Rahim' }]],
      ['logout', [{ confirm: false }]],
    ]);
    // The same config again does nothing more; the page's runtime asked only its own platform.
    await api.init({ ...brandB });
    expect(loads).toEqual(['brandB']);
    expect(ph.calls(systemStatus)).toHaveLength(1);
  });

  it('another config for a namespace already configured is refused, as for the page’s own', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, brandB, started } = await pageWithBrandB();
    arrive();
    await started;
    await api.init({ ...brandB, merchantCode: 'ph' });
    await api.init({ apiBase: 'http://other.test', merchantCode: 'bd' } as InitConfig);
    expect(error.mock.calls.map((args) => String(args[0]))).toEqual([
      expect.stringMatching(
        /init .*"namespace":"brandB".*"merchantCode":"ph".* ignored: this page is configured as .*"merchantCode":"bd"/,
      ),
      expect.stringMatching(
        /init .*"apiBase":"http:\/\/other.test".* ignored: this page is configured as .*"apiBase":"http:\/\/ph.test"/,
      ),
    ]);
    expect(copies).toHaveLength(1);
  });

  it('`<namespace>.on` answers its unsubscribe at once, which reaches the namespace’s once it is in', async () => {
    const { api, started } = await pageWithBrandB();
    const handler = () => {};
    const off = api('brandB.on', 'login', handler);
    expect(typeof off).toBe('function');
    arrive();
    await started;
    await vi.waitFor(() => expect(copies[0]?.runs).toEqual([['on', ['login', handler]]]));
    off();
    await vi.waitFor(() => expect(copies[0]?.offs).toBe(1));
  });

  it('a command for a namespace no init named, or a bad one, is a console error: nothing thrown, nothing run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, started } = await pageWithBrandB();
    arrive();
    await started;
    let off: unknown;
    expect(() => {
      call(api, 'brandC.mount', 'ns-hello', '#c');
      off = call(api, 'brandC.on', 'login', () => {});
      call(api, 'brandB.init', {});
      call(api, 'brandB.launch');
      call(api, 'init', { apiBase: 'http://x.test', namespace: '../x' });
    }).not.toThrow();
    expect(() => (off as () => void)()).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(4));
    expect(error.mock.calls.map((args) => String(args[0])).sort()).toEqual(
      [
        'LobbyKit: "brandC.mount": no init on this page has namespace "brandC"',
        'LobbyKit: "brandC.on": no init on this page has namespace "brandC"',
        `LobbyKit: "brandB.init": a namespace starts with LobbyKit('init', { namespace: 'brandB', ... })`,
        'LobbyKit: init: namespace "../x" must be letters, digits and dashes',
      ].sort(),
    );
    // `launch` is the copy's to refuse (its run says "unknown command"): routed all the same.
    expect(copies[0]?.runs).toEqual([['launch', []]]);
    expect(loads).toEqual(['brandB']);
  });

  it('`brandA.mount` reaches the page’s own runtime when its first init named namespace brandA', async () => {
    document.body.innerHTML = '<div id="a"></div>';
    const api = installGlobal();
    await api.init({
      apiBase: 'http://ph.test',
      namespace: 'brandA',
      fetch: fakePlatform().fetch,
    } as InitConfig);
    await call(api, 'brandA.mount', 'ns-hello', '#a', { who: 'Ana' });
    await vi.waitFor(() => expect(document.querySelector('#a')?.shadowRoot?.textContent).toBe('Hello Ana'));
    expect(loads).toEqual([]);
  });

  it('`brandC.mount` into an element before brandC’s init: the error box and a console error naming the command; the widget once that init comes', async () => {
    const { api, error } = await pageInEnglish();
    document.body.innerHTML = '<div id="c"></div><div id="gone"></div>';
    const target = document.querySelector('#c') as HTMLElement;
    const gone = document.querySelector('#gone') as HTMLElement;
    await call(api, 'brandC.mount', 'ns-hello', '#c', { who: 'Rina' });
    await call(api, 'brandC.mount', 'ns-hello', gone);
    await call(api, 'brandC.unmount', gone);
    await vi.waitFor(() =>
      expect(target.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
        'This widget cannot be shown: “brandC” is not set up on this page.',
      ),
    );
    expect(error.mock.calls.map((args) => String(args[0]))).toEqual([
      `LobbyKit: "brandC.mount": no init on this page has namespace "brandC": add LobbyKit('init', { namespace: 'brandC', apiBase: ... })`,
    ]);
    const started = api.init({ apiBase: 'http://c.test', namespace: 'brandC' } as InitConfig);
    arrive();
    await started;
    // The unmounted element is no longer waiting: only #c mounts, with its props, once.
    await vi.waitFor(() => expect(copies[0]?.mounts).toEqual([['ns-hello', target, { who: 'Rina' }, {}]]));
    expect(pageWidget).toEqual([]);
  });
});

/** `<lk-ns-hello namespace="brandB" who="Rahim">` on the page, mounted by brand B's runtime. */
async function brandBElement() {
  const { started } = await pageWithBrandB();
  document.body.innerHTML = '<lk-ns-hello namespace="brandB" who="Rahim"></lk-ns-hello>';
  const element = document.querySelector('lk-ns-hello') as HTMLElement;
  arrive();
  await started;
  await vi.waitFor(() => expect(copies[0]?.mounts).toHaveLength(1));
  return element;
}

describe('<lk-* namespace> elements', () => {
  it("hand mount, prop changes and unmount to their namespace's runtime, waiting for it while it loads", async () => {
    const element = await brandBElement();
    expect(copies[0]?.mounts[0]).toEqual(['ns-hello', element, {}, { who: 'Rahim' }]);
    // The page's runtime shows nothing in it.
    expect(element.shadowRoot).toBeNull();
    element.setAttribute('who', 'Karim');
    await vi.waitFor(() => expect(copies[0]?.mounts).toHaveLength(2));
    expect(copies[0]?.mounts[1]?.[3]).toEqual({ who: 'Karim' });
    element.remove();
    await vi.waitFor(() => expect(copies[0]?.unmounts).toEqual([element]));
  });

  it('of a namespace no init named: the error box in the page’s language and a console error naming the init; mounts if that init comes', async () => {
    const { api, error } = await pageInEnglish();
    document.body.innerHTML = '<lk-ns-hello namespace="brandC"></lk-ns-hello>';
    const element = document.querySelector('lk-ns-hello') as HTMLElement;
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
        'This widget cannot be shown: “brandC” is not set up on this page.',
      ),
    );
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`add LobbyKit('init', { namespace: 'brandC'`));
    const started = api.init({ apiBase: 'http://bd.test', namespace: 'brandC' } as InitConfig);
    arrive();
    await started;
    await vi.waitFor(() => expect(copies[0]?.mounts.map(([, host]) => host)).toEqual([element]));
  });

  it('losing its namespace attribute moves the widget to the page’s runtime: unmounted from brand B’s, one instance in the page’s', async () => {
    const element = await brandBElement();

    element.removeAttribute('namespace');
    await vi.waitFor(() => expect(element.shadowRoot?.textContent).toBe('Hello Rahim'));
    expect(copies[0]?.unmounts).toEqual([element]);
    // Props change in place, in the page's runtime; brand B's hears nothing more.
    element.setAttribute('who', 'Karim');
    await vi.waitFor(() => expect(element.shadowRoot?.textContent).toBe('Hello Karim'));
    element.remove();
    await vi.waitFor(() => expect(pageWidget).toEqual(['render Rahim', 'update Karim', 'unmount']));
    expect(copies[0]?.mounts).toHaveLength(1);
    expect(copies[0]?.unmounts).toEqual([element]);
  });

  it('gaining or changing its namespace attribute moves the widget: the runtime that showed it unmounts it, the named one mounts it once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, started } = await pageWithBrandB();
    const brandC = api.init({ apiBase: 'http://c.test', namespace: 'brandC' } as InitConfig);
    document.body.innerHTML = '<lk-ns-hello who="Ana"></lk-ns-hello>';
    const element = document.querySelector('lk-ns-hello') as HTMLElement;
    await vi.waitFor(() => expect(element.shadowRoot?.textContent).toBe('Hello Ana'));

    element.setAttribute('namespace', 'brandB');
    arrive();
    await started;
    await brandC;
    const [b, c] = copies;
    await vi.waitFor(() => expect(b?.mounts).toEqual([['ns-hello', element, {}, { who: 'Ana' }]]));
    expect(pageWidget).toEqual(['render Ana', 'unmount']);

    element.setAttribute('namespace', 'brandC');
    await vi.waitFor(() => expect(c?.mounts).toEqual([['ns-hello', element, {}, { who: 'Ana' }]]));
    expect(b?.unmounts).toEqual([element]);
    expect(b?.mounts).toHaveLength(1);

    // A namespace no init named: brand C lets go of it and the error box says so.
    element.setAttribute('namespace', 'brandD');
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain('“brandD”'),
    );
    expect(c?.unmounts).toEqual([element]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`add LobbyKit('init', { namespace: 'brandD'`));
    expect(pageWidget).toEqual(['render Ana', 'unmount']);
    expect(copies).toHaveLength(2);
  });
});
