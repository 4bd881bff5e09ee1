// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePlatform } from '../testing/fake-platform';
import { type InitConfig, installGlobal } from './global';
import { registerWidget } from './registry';

// The namespaces chunk cannot load (a CDN that lost the file, a network gone mid-page): every import
// of it in this file's module graph fails, as the browser's import() does.
vi.mock('./namespaces', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /lobbykit@0.1.0/chunks/namespaces.js');
});

const rendered: string[] = [];
registerWidget({
  name: 'offline-hello',
  props: v.object({}),
  render(container) {
    rendered.push(container.isConnected ? 'connected' : 'detached');
    return { update: () => {}, unmount: () => {} };
  },
});

/** Node's process, where vitest's happy-dom runs: it hears a rejection nothing handled. */
const node = (globalThis as unknown as { process: { on: Listen; off: Listen } }).process;
type Listen = (event: 'unhandledRejection', listener: (reason: unknown) => void) => void;

afterEach(() => {
  delete (window as { LobbyKit?: unknown }).LobbyKit;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const settled = (promise: unknown) =>
  Promise.race([
    Promise.resolve(promise).then(() => 'settled'),
    new Promise((done) => setTimeout(done, 50, 'pending')),
  ]);

describe('a namespaces chunk that cannot load (namespaces-chunk.ts)', () => {
  it('is one console error, no unhandled rejection, and what waited for it never runs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unhandled = vi.fn();
    node.on('unhandledRejection', unhandled);
    window.addEventListener('unhandledrejection', unhandled);
    try {
      const api = installGlobal();
      await api.init({
        apiBase: 'http://ph.test',
        merchantCode: 'ph',
        fetch: fakePlatform().fetch,
      } as InitConfig);
      document.body.innerHTML = '<div id="b"></div><lk-offline-hello namespace="brandB"></lk-offline-hello>';
      const heard = vi.fn();
      // Everything that needs the chunk: a second init, '<ns>.' commands, an element with a namespace,
      // and a command no runtime has (told by the chunk).
      const started = api.init({
        apiBase: 'http://bd.test',
        namespace: 'brandB',
        merchantCode: 'bd',
      } as InitConfig);
      const off = api('brandB.on', 'login', heard);
      const mounted = (api as unknown as (...args: unknown[]) => unknown)(
        'brandB.mount',
        'offline-hello',
        '#b',
      );
      const unknown = (api as unknown as (...args: unknown[]) => unknown)('launch');

      await vi.waitFor(() => expect(error).toHaveBeenCalled());
      expect(await settled(started)).toBe('pending');
      expect(await settled(mounted)).toBe('pending');
      expect(await settled(unknown)).toBe('pending');
      expect(() => off()).not.toThrow();
      await new Promise((done) => setTimeout(done, 50));

      expect(error).toHaveBeenCalledTimes(1);
      // The import's own error (vitest wraps the mock's throw; the browser's TypeError is its cause).
      const [prefix, reason] = error.mock.calls[0] ?? [];
      expect(prefix).toBe('LobbyKit:');
      expect(String((reason as Error).cause ?? reason)).toContain(
        'Failed to fetch dynamically imported module',
      );
      expect(unhandled).not.toHaveBeenCalled();
      // Neither the element nor #b shows anything, and the page's runtime did not take them over.
      expect(rendered).toEqual([]);
      expect(document.querySelector('#b')?.shadowRoot).toBeNull();
      expect(document.querySelector('lk-offline-hello')?.shadowRoot).toBeNull();
      window.dispatchEvent(new CustomEvent('lobbykit:brandB.login', { detail: { account: 'bdplayer01' } }));
      expect(heard).not.toHaveBeenCalled();
    } finally {
      node.off('unhandledRejection', unhandled);
      window.removeEventListener('unhandledrejection', unhandled);
    }
  });
});
