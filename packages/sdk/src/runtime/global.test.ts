// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { systemStatus } from '@lobbykit/api-client';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLoader } from '../loader/snippet';
import { $config } from '../stores/config';
import { $startup } from '../stores/startup';
import { fakePlatform } from '../testing/fake-platform';
import { VERSION } from '../version';
import { emit } from './events';
import { type InitConfig, installGlobal, type LobbyKitGlobal } from './global';
import { registerWidget } from './registry';

declare module './widget-map' {
  interface WidgetPropsMap {
    hello: { who: string };
  }
}

registerWidget({
  name: 'hello',
  props: v.object({ who: v.string() }),
  render(container, props) {
    container.textContent = `Hello ${props.who}`;
    return { update: () => {}, unmount: () => {} };
  },
});

type Win = { LobbyKit?: LobbyKitGlobal & { q?: unknown[] } };
const lobbyKit = () => (window as unknown as Win).LobbyKit!;

afterEach(() => {
  delete (window as unknown as Win).LobbyKit;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('installGlobal', () => {
  it('takes over window.LobbyKit and replays the queued init, mount and on, in order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    document.body.innerHTML = '<div id="slot"></div>';
    const platform = fakePlatform();
    installLoader(window, document, 'https://cdn.test', VERSION);
    const heard = vi.fn();
    const config = {
      apiBase: 'http://api.test',
      merchantCode: 'bd',
      lang: 'BN',
      fetch: platform.fetch,
    } as InitConfig;
    lobbyKit()('init', config);
    lobbyKit()('mount', 'hello', '#slot', { who: 'Rahim' });
    lobbyKit()('on', 'login', heard);

    const api = installGlobal();
    expect(lobbyKit()).toBe(api);
    expect(api.ready).toBe(true);
    expect(api.version).toBe(VERSION);

    await vi.waitFor(() => expect($startup.get().phase).toBe('ready'));
    expect(document.querySelector('#slot')?.shadowRoot?.textContent).toBe('Hello Rahim');
    expect($config.get()).toMatchObject({ merchantCode: 'bd', language: 'BN', apiBase: 'http://api.test' });
    expect(platform.calls(systemStatus)[0]?.headers.get('Merchant')).toBe('bd');
    expect(customElements.get('lk-hello')).toBeDefined();

    emit('login', { account: 'bdplayer01', isAgent: false, isTrial: false });
    expect(heard).toHaveBeenCalledWith(
      { account: 'bdplayer01', isAgent: false, isTrial: false },
      expect.any(CustomEvent),
    );

    // The loader's error timer found the bundle in charge and stood down.
    vi.advanceTimersByTime(20_000);
    expect(document.querySelector('#slot')?.getAttribute('role')).toBeNull();
  });

  it('exposes mount and unmount directly, and is installed only once', () => {
    document.body.innerHTML = '<section></section>';
    const api = installGlobal();
    expect(installGlobal()).toBe(api);
    const section = document.querySelector('section') as HTMLElement;
    api.mount('hello', section, { who: 'Ana' });
    expect(section.shadowRoot?.textContent).toBe('Hello Ana');
    api.unmount(section);
    expect(section.shadowRoot?.textContent).toBe('');
  });

  it('reports a mount target that is not on the page', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    installGlobal().mount('hello', '#missing', { who: 'x' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('#missing'));
    error.mockRestore();
  });

  it('an init again with the same configuration (the snippet pasted twice) asks the server nothing more', async () => {
    const platform = fakePlatform();
    const api = installGlobal();
    const config = { apiBase: 'http://api.test', merchantCode: 'bd', fetch: platform.fetch } as InitConfig;
    const first = api.init(config);
    expect(api.init({ ...config })).toBe(first);
    await first;
    expect(platform.calls(systemStatus)).toHaveLength(1);
  });

  it('issue 15: a second init with another configuration is a console error and changes nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const ph = fakePlatform();
    const other = fakePlatform();
    const api = installGlobal();
    await api.init({
      apiBase: 'http://api.test',
      merchantCode: 'ph',
      namespace: 'brandA',
      fetch: ph.fetch,
    } as InitConfig);
    await api.init({
      apiBase: 'http://other.test',
      merchantCode: 'bd',
      lang: 'BN',
      namespace: 'brandA',
      fetch: other.fetch,
    } as InitConfig);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /init .*"merchantCode":"bd".* ignored: this page is configured as .*"merchantCode":"ph"/,
      ),
    );
    expect($config.get()).toMatchObject({ apiBase: 'http://api.test', merchantCode: 'ph', language: 'EN' });
    expect(other.calls(systemStatus)).toHaveLength(0);
    error.mockRestore();
  });

  it('refuses a namespace that is not letters, digits and dashes, with a console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const platform = fakePlatform();
    await installGlobal().init({
      apiBase: 'http://x.test',
      namespace: 'a b',
      fetch: platform.fetch,
    } as InitConfig);
    // configure's own check (client/configure.ts), reported as init's failure.
    expect(error).toHaveBeenCalledWith(
      'LobbyKit: init',
      expect.objectContaining({ message: expect.stringContaining('namespace "a b"') }),
    );
    expect(platform.calls(systemStatus)).toHaveLength(0);
    error.mockRestore();
  });
});

describe('bad input from the host page (issue 15)', () => {
  const call = (...args: unknown[]) => (lobbyKit() as unknown as (...input: unknown[]) => unknown)(...args);

  it('throws nothing into the page: each bad call is a console error that changes nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="slot"></div>';
    installGlobal();
    expect(() => {
      call('launch-rockets');
      call('toString');
      call('mount', 'hello', '#[not a selector');
      call('mount', 'hello', 42);
      call('mount', 'hello', { nodeType: 3 });
      call('unmount', '##');
      call('on', 'login', 'not a function');
      lobbyKit().mount('hello', '#nowhere', { who: 'x' });
    }).not.toThrow();
    // What is no command of the runtime is told by namespaces.ts, a chunk of its own: later.
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(7));
    expect(error.mock.calls.map((args) => String(args[0]))).toEqual([
      'LobbyKit: mount("hello"): no element matches #[not a selector',
      'LobbyKit: mount("hello"): no element matches 42',
      'LobbyKit: mount("hello"): no element matches [object Object]',
      'LobbyKit: on("login", handler): the handler must be a function',
      'LobbyKit: mount("hello"): no element matches #nowhere',
      'LobbyKit: unknown command "launch-rockets"',
      'LobbyKit: unknown command "toString"',
    ]);
    expect(document.querySelector('#slot')?.shadowRoot).toBeNull();
    error.mockRestore();
  });

  it('an init without an apiBase is a console error, and no unhandled rejection', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = installGlobal();
    await expect(call('init')).resolves.toBeUndefined();
    await expect(api.init({ merchantCode: 'ph' } as InitConfig)).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('init needs { apiBase');
    error.mockRestore();
  });

  it('props that are no object and an unknown widget name show the error box where the widget was to be', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div id="one"></div><div id="two"></div>';
    installGlobal();
    call('mount', 'hello', '#one', 'Ana');
    call('mount', 'no-such-widget', '#two');
    for (const id of ['#one', '#two'])
      await vi.waitFor(() =>
        expect(document.querySelector(id)?.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull(),
      );
    expect(document.querySelector('#one')?.shadowRoot?.textContent).toContain('“hello”');
    expect(document.querySelector('#two')?.shadowRoot?.textContent).toContain('no-such-widget');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('bad props for "hello"'), 'Ana');
    expect(error).toHaveBeenCalledWith('LobbyKit: no widget named "no-such-widget" is registered');
    error.mockRestore();
  });
});
