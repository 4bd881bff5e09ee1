// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { systemStatus } from '@lobbykit/api-client';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { $config } from '../stores/config';
import { $session } from '../stores/session';
import { fakePlatform } from '../testing/fake-platform';
import { emit, on } from './events';
import type { InitConfig } from './global';
import { becomeNamespace } from './namespaces';
import { registerWidget } from './registry';

// This file's module graph plays a namespace's copy of the bundle (in the browser, the same files
// under `ns/brandB/`): what becomeNamespace makes of it. tests/e2e/specs/two-brands.spec.ts runs two
// real runtimes side by side in Chromium.
registerWidget({
  name: 'copy-hello',
  props: v.object({ who: v.string() }),
  render(container, props) {
    container.textContent = `Hello ${props.who}`;
    return { update: () => {}, unmount: () => {} };
  },
});

describe("a namespace's copy of the runtime (issue 15 item 3)", () => {
  it('R9.28 keeps its config and session under its own keys, names its events (the namespace in each detail), and owns an overlay with its theme', async () => {
    sessionStorage.setItem('token', 'page-token');
    sessionStorage.setItem('brandB:token', 'brand-b-token');
    const pageLobbyKit = Object.assign(() => undefined, { ready: true });
    (window as unknown as { LobbyKit: unknown }).LobbyKit = pageLobbyKit;
    const bd = fakePlatform();
    const { runtime, done } = becomeNamespace('brandB', {
      apiBase: 'http://bd.test',
      namespace: 'brandB',
      merchantCode: 'bd',
      language: 'BN',
      theme: { primary: '#ff0066' },
      fetch: bd.fetch,
    } as InitConfig);
    await done;

    expect($config.get()).toMatchObject({ apiBase: 'http://bd.test', merchantCode: 'bd', language: 'BN' });
    expect($session.get().token).toBe('brand-b-token');
    expect(localStorage.getItem('brandB:merchantCode')).toBe('bd');
    expect(localStorage.getItem('merchantCode')).toBeNull();
    expect(bd.calls(systemStatus)[0]?.headers.get('Merchant')).toBe('bd');
    // Nothing page-wide: the page's LobbyKit stays, no <lk-*> element of its own, no theme on <html>.
    expect((window as unknown as { LobbyKit: unknown }).LobbyKit).toBe(pageLobbyKit);
    expect(customElements.get('lk-copy-hello')).toBeUndefined();
    expect(document.documentElement.style.getPropertyValue('--lk-primary')).toBe('');
    const overlay = document.querySelector('lk-overlay[namespace="brandB"]') as HTMLElement;
    expect(overlay.style.getPropertyValue('--lk-primary')).toBe('#ff0066');

    // Its events are `lobbykit:brandB.<type>`: its on() hears those, never the page's. Their detail
    // says `namespace: 'brandB'`, so one handler on both names tells the brands apart.
    const heard = vi.fn();
    const brands: unknown[] = [];
    const either = (event: Event) => brands.push((event as CustomEvent).detail.namespace ?? 'page');
    window.addEventListener('lobbykit:login', either);
    window.addEventListener('lobbykit:brandB.login', either);
    const off = on('login', heard);
    const detail = { account: 'bdplayer01', isAgent: false, isTrial: false };
    emit('login', detail);
    window.dispatchEvent(new CustomEvent('lobbykit:login', { detail: { account: 'phplayer' } }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith({ ...detail, namespace: 'brandB' }, expect.any(CustomEvent));
    expect(brands).toEqual(['brandB', 'page']);
    off();
    window.removeEventListener('lobbykit:login', either);
    window.removeEventListener('lobbykit:brandB.login', either);

    // Its widgets' hosts carry its theme; `mount` through its run as through an element.
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="b-slot"></div><lk-copy-hello id="b-el"></lk-copy-hello>',
    );
    runtime.run('mount', ['copy-hello', '#b-slot', { who: 'Rahim' }]);
    const slot = document.querySelector('#b-slot') as HTMLElement;
    await vi.waitFor(() => expect(slot.shadowRoot?.textContent).toBe('Hello Rahim'));
    expect(slot.style.getPropertyValue('--lk-primary')).toBe('#ff0066');
    const element = document.querySelector('#b-el') as HTMLElement;
    runtime.mount('copy-hello', element, {}, { who: 'Karim' });
    await vi.waitFor(() => expect(element.shadowRoot?.textContent).toBe('Hello Karim'));
    runtime.unmount(element);
    expect(element.shadowRoot?.textContent).toBe('');
  });
});
