// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION } from '../version';
import { BASE_PLACEHOLDER } from './placeholder';
import { installLoader } from './snippet';
import { snippetHtml } from './snippet-html';

type Stub = ((...args: unknown[]) => void) & { q: ArrayLike<unknown>[]; version: string };
const stub = () => (window as unknown as { LobbyKit: Stub }).LobbyKit;
const bundleScripts = () => document.querySelectorAll('script[src$="/lobbykit.js"]');
const frameScripts = () => document.querySelectorAll('script[src$="/first-frame.js"]');

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="slot"></div><lk-login></lk-login>';
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as { LobbyKit?: unknown }).LobbyKit;
});

describe('loader snippet', () => {
  it('queues calls made before the bundle arrives, and tells its version', () => {
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('init', { apiBase: 'https://api.test' });
    stub()('mount', 'login', '#slot', { showRegister: false });
    expect(stub().version).toBe('0.1.0');
    expect(stub().q.map((call) => Array.from(call))).toEqual([
      ['init', { apiBase: 'https://api.test' }],
      ['mount', 'login', '#slot', { showRegister: false }],
    ]);
  });

  it('injects one module script for the pinned bundle URL', () => {
    installLoader(window, document, 'https://cdn.test/lk', '0.1.0');
    const scripts = bundleScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('module');
    expect(scripts[0]?.getAttribute('src')).toBe('https://cdn.test/lk/lobbykit@0.1.0/lobbykit.js');
  });

  it('issue 13 item 5 asks for the first frames before the bundle, and a first-frame file that fails to load is no loader failure', () => {
    const errors = vi.fn();
    window.addEventListener('lobbykit:error', errors);
    installLoader(window, document, 'https://cdn.test/lk', '0.1.0');
    stub()('mount', 'login', '#slot');
    const scripts = [...document.querySelectorAll('script[src*="/lobbykit@"]')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      'https://cdn.test/lk/lobbykit@0.1.0/first-frame.js',
      'https://cdn.test/lk/lobbykit@0.1.0/lobbykit.js',
    ]);
    expect(scripts[0]?.getAttribute('type')).toBe('module');
    frameScripts()[0]?.dispatchEvent(new Event('error'));
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector('#slot')?.textContent).toBe('');
    window.removeEventListener('lobbykit:error', errors);
  });

  it('issue 13 item 4 the snippet preloads exactly the files its script inserts: same base, pinned version and order', () => {
    const srcs = (base: string, version: string) => {
      document.head.innerHTML = '';
      delete (window as unknown as { LobbyKit?: unknown }).LobbyKit;
      installLoader(window, document, base, version);
      return [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    };
    const links = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return [...template.content.querySelectorAll('link')];
    };
    // As built (dist/loader-snippet.html): the placeholder a page replaces, and the sdk's version.
    const built = links(snippetHtml('/* the loader */'));
    expect(built.map((link) => link.getAttribute('href'))).toEqual(srcs(BASE_PLACEHOLDER, VERSION));
    expect(built.map((link) => link.getAttribute('href'))).toEqual([
      `${BASE_PLACEHOLDER}/lobbykit@${VERSION}/first-frame.js`,
      `${BASE_PLACEHOLDER}/lobbykit@${VERSION}/lobbykit.js`,
    ]);
    // Any other base and version agree the same way.
    const other = links(snippetHtml('', 'https://cdn.test/lk', '9.8.7'));
    expect(other.map((link) => link.getAttribute('href'))).toEqual(srcs('https://cdn.test/lk', '9.8.7'));
    for (const link of built) {
      expect(link.getAttribute('rel')).toBe('modulepreload');
      // No crossorigin: a module script's own fetch mode (CORS, same-origin credentials), so the
      // script the loader inserts takes the preloaded module instead of fetching it again.
      expect(link.hasAttribute('crossorigin')).toBe(false);
    }
  });

  it('the snippet is the links, then the loader script, and nothing else runs', () => {
    const template = document.createElement('template');
    template.innerHTML = snippetHtml('window.loaded = 1;');
    const elements = [...template.content.children].map((element) => element.tagName);
    expect(elements).toEqual(['LINK', 'LINK', 'SCRIPT']);
    expect(template.content.querySelector('script')?.textContent).toBe('window.loaded = 1;');
  });

  it('installs once however often it is pasted', () => {
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    const first = stub();
    first('init', {});
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    expect(stub()).toBe(first);
    expect(stub().q).toHaveLength(1);
    expect(bundleScripts()).toHaveLength(1);
    expect(frameScripts()).toHaveLength(1);
  });

  it('shows an error in the elements it was to mount into after the time-out, and fires lobbykit:error', () => {
    const errors = vi.fn();
    window.addEventListener('lobbykit:error', errors);
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('mount', 'login', '#slot');
    vi.advanceTimersByTime(14_999);
    expect(document.querySelector('#slot')?.textContent).toBe('');
    vi.advanceTimersByTime(1);
    const slot = document.querySelector('#slot');
    expect(slot?.textContent).toContain('Could not load');
    expect(slot?.getAttribute('role')).toBe('alert');
    expect(document.querySelector('lk-login')?.textContent).toContain('Could not load');
    expect(errors).toHaveBeenCalledTimes(1);
    window.removeEventListener('lobbykit:error', errors);
  });

  it("speaks the page's language (TY, BN) and takes init's loadTimeout", () => {
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('init', { lang: 'BN', loadTimeout: 3000 });
    stub()('mount', 'login', document.querySelector('#slot'));
    vi.advanceTimersByTime(3000);
    expect(document.querySelector('#slot')?.textContent).toBe(
      'লোড করা যায়নি। সংযোগ পরীক্ষা করে পেজটি রিফ্রেশ করুন।',
    );
  });

  it('reads the stored language when init names none', () => {
    localStorage.setItem('lang', 'TY');
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('mount', 'login', '#slot');
    vi.advanceTimersByTime(15_000);
    expect(document.querySelector('#slot')?.textContent).toContain('Hindi ma-load');
  });

  it('issue 13 item 5 reads no storage while the bundle loads: the stored language only once it has failed', () => {
    localStorage.setItem('lang', 'BN');
    const read = vi.spyOn(localStorage, 'getItem');
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('mount', 'login', '#slot');
    expect(read).not.toHaveBeenCalled();
    bundleScripts()[0]?.dispatchEvent(new Event('error'));
    expect(read).toHaveBeenCalledWith('lang');
    expect(document.querySelector('#slot')?.textContent).toBe(
      'লোড করা যায়নি। সংযোগ পরীক্ষা করে পেজটি রিফ্রেশ করুন।',
    );
    read.mockRestore();
  });

  it('a language init names wins over the stored one', () => {
    localStorage.setItem('lang', 'BN');
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('init', { language: 'TY' });
    stub()('mount', 'login', '#slot');
    bundleScripts()[0]?.dispatchEvent(new Event('error'));
    expect(document.querySelector('#slot')?.textContent).toContain('Hindi ma-load');
  });

  it('stands down once the bundle has taken over window.LobbyKit', () => {
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('mount', 'login', '#slot');
    (window as unknown as { LobbyKit: unknown }).LobbyKit = Object.assign(() => {}, { ready: true });
    vi.advanceTimersByTime(60_000);
    expect(document.querySelector('#slot')?.textContent).toBe('');
  });

  it('shows the error at once when the bundle fails to load', () => {
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('mount', 'login', '#slot');
    bundleScripts()[0]?.dispatchEvent(new Event('error'));
    expect(document.querySelector('#slot')?.textContent).toContain('Could not load');
  });
});

describe('after the loader has failed', () => {
  const failLoading = () => bundleScripts()[0]?.dispatchEvent(new Event('error'));

  it('a widget mounted later shows the error state too, not an empty box', () => {
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    failLoading();
    document.body.insertAdjacentHTML('beforeend', '<div id="later"></div>');
    stub()('mount', 'register', '#later');
    const later = document.querySelector('#later');
    expect(later?.textContent).toContain('Could not load');
    expect(later?.getAttribute('role')).toBe('alert');
  });

  it('an <lk-*> element an SPA adds later shows it too (the overlay host is left alone)', async () => {
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('init', { lang: 'TY' });
    failLoading();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<main><section><lk-wallet-header></lk-wallet-header></section></main><lk-overlay></lk-overlay>',
    );
    await vi.waitFor(() =>
      expect(document.querySelector('lk-wallet-header')?.textContent).toContain('Hindi ma-load'),
    );
    expect(document.querySelector('lk-overlay')?.textContent).toBe('');
  });

  it('a mount with a target that is not a selector throws nothing into the page', () => {
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    stub()('mount', 'login', '#[broken');
    expect(() => failLoading()).not.toThrow();
    expect(() => stub()('mount', 'login', '##also broken')).not.toThrow();
    expect(document.querySelector('#slot')?.textContent).toBe('');
  });

  it('a bundle that arrives after the time-out takes over: later elements are left to it', async () => {
    installLoader(window, document, 'https://cdn.test', '0.1.0');
    vi.advanceTimersByTime(15_000);
    (window as unknown as { LobbyKit: unknown }).LobbyKit = Object.assign(() => {}, { ready: true });
    document.body.insertAdjacentHTML('beforeend', '<lk-register></lk-register>');
    await vi.advanceTimersByTimeAsync(100);
    expect(document.querySelector('lk-register')?.textContent).toBe('');
  });
});
