// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, unmount } from './mount';
import { registerWidget, type WidgetDefinition, widgetDefinition } from './registry';

/** What the loader's first-frame.js draws: the widget's first render, marked, with a sheet of its own. */
const FRAME = `<div part="root" data-lk-frame=""><form><input name="username"><input name="password" type="password"><input type="checkbox" name="terms"></form></div>`;

/** A form widget as the login and register forms are: the same inputs, its state fed by input and click events. */
function form(seen: { typed: Record<string, string>; ticked: boolean }): WidgetDefinition {
  return widgetDefinition({
    name: 'framed-form',
    props: v.object({ variant: v.optional(v.string()) }),
    styles: '.form { display: block; }',
    render(container) {
      container.innerHTML = `<form class="form"><input name="username"><input name="password" type="password"><input type="checkbox" name="terms"></form>`;
      container.addEventListener('input', (event) => {
        const input = event.target as HTMLInputElement;
        if (input.type !== 'checkbox') seen.typed[input.name] = input.value;
      });
      container.addEventListener('click', (event) => {
        if ((event.target as HTMLInputElement).name === 'terms') seen.ticked = !seen.ticked;
      });
      return { update: () => {}, unmount: () => {} };
    },
  });
}

/** A host with the frame in its shadow root, and what the player did there before the runtime came. */
function framedHost(): { host: HTMLElement; frameSheet: CSSStyleSheet } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const frameSheet = new CSSStyleSheet();
  frameSheet.replaceSync('.form { display: block; }');
  root.adoptedStyleSheets = [frameSheet];
  root.innerHTML = FRAME;
  const [username, password, terms] = [...root.querySelectorAll('input')] as HTMLInputElement[];
  username!.value = 'newbie01';
  password!.value = 'Secret123';
  terms!.checked = true;
  password!.focus();
  return { host, frameSheet };
}

const hosts: HTMLElement[] = [];
afterEach(() => {
  for (const host of hosts.splice(0)) {
    unmount(host);
    host.remove();
  }
});

describe("the loader's first frame (issue 13 item 5, issue 15 item 5)", () => {
  it('issue 13 item 5 the widget renders over the frame keeping what was typed, the tick and the focus, and its state has them', async () => {
    const seen = { typed: {} as Record<string, string>, ticked: false };
    registerWidget(form(seen));
    const { host, frameSheet } = framedHost();
    hosts.push(host);
    const { ready } = mount('framed-form', host, {}, { loading: 'eager' });
    const root = host.shadowRoot!;
    await ready;
    expect(root.querySelector('[data-lk-frame]')).toBeNull();
    const [username, password, terms] = [...root.querySelectorAll('input')] as HTMLInputElement[];
    expect(root.querySelector('.form')).not.toBeNull();
    expect([username!.value, password!.value, terms!.checked]).toEqual(['newbie01', 'Secret123', true]);
    expect(seen).toEqual({ typed: { username: 'newbie01', password: 'Secret123' }, ticked: true });
    expect(root.activeElement).toBe(password);
    // The frame's sheet went with it; the runtime's own sheets stay.
    expect(root.adoptedStyleSheets).not.toContain(frameSheet);
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
  });

  it('issue 15 item 5 a widget whose chunk is still on its way keeps the frame on show instead of the loading box', async () => {
    let arrive: (definition: WidgetDefinition) => void = () => {};
    let asked: () => void = () => {};
    const chunkAsked = new Promise<void>((done) => (asked = done));
    registerWidget('framed-later', () => {
      asked();
      return new Promise<WidgetDefinition>((done) => (arrive = done));
    });
    const { host } = framedHost();
    hosts.push(host);
    const { ready } = mount('framed-later', host, {}, { loading: 'eager' });
    const root = host.shadowRoot!;
    await chunkAsked;
    expect(root.querySelector('[data-lk-frame]')).not.toBeNull();
    expect(root.querySelector('[part="loading"]')).toBeNull();
    const seen = { typed: {} as Record<string, string>, ticked: false };
    arrive({ ...form(seen), name: 'framed-later' });
    await ready;
    expect(root.querySelector('[data-lk-frame]')).toBeNull();
    expect((root.querySelector('input[name="username"]') as HTMLInputElement).value).toBe('newbie01');
    expect(seen.typed.username).toBe('newbie01');
  });

  it('issue 13 item 5 the runtime waits for the frame to paint before its own first render (after the next animation frame)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const seen = { typed: {} as Record<string, string>, ticked: false };
      registerWidget({ ...form(seen), name: 'framed-painted' });
      const { host } = framedHost();
      hosts.push(host);
      const { ready } = mount('framed-painted', host, {}, { loading: 'eager' });
      const root = host.shadowRoot!;
      await new Promise((done) => setTimeout(done, 20));
      // No frame yet: the loader's frame is still what the page shows, untouched.
      expect(root.querySelector('[data-lk-frame]')).not.toBeNull();
      expect(frames).toHaveLength(1);
      for (const callback of frames.splice(0)) callback(performance.now());
      await ready;
      expect(root.querySelector('[data-lk-frame]')).toBeNull();
      expect(seen.typed.username).toBe('newbie01');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('issue 13 item 5 a widget unmounted before its frame painted never renders over it', async () => {
    const seen = { typed: {} as Record<string, string>, ticked: false };
    registerWidget({ ...form(seen), name: 'framed-gone' });
    const { host } = framedHost();
    const { ready } = mount('framed-gone', host, {}, { loading: 'eager' });
    unmount(host);
    await ready;
    expect(seen.typed).toEqual({});
    host.remove();
  });

  it('issue 13 item 5 without a frame the loading box holds the place as before', () => {
    registerWidget('unframed-later', () => new Promise<WidgetDefinition>(() => {}));
    const host = document.createElement('div');
    document.body.append(host);
    hosts.push(host);
    mount('unframed-later', host, {}, { loading: 'eager' });
    expect(host.shadowRoot!.querySelector('[part="loading"]')).not.toBeNull();
  });

  it('issue 13 item 5 a frame the page holds as a declarative shadow root (a <style>, a <slot>) is taken over the same way, and the runtime keeps every sheet of its own', async () => {
    const seen = { typed: {} as Record<string, string>, ticked: false };
    registerWidget({ ...form(seen), name: 'framed-declarative' });
    const host = document.createElement('div');
    document.body.append(host);
    hosts.push(host);
    // What the parser makes of frames/<name>.<LANG>.html (happy-dom parses no declarative roots).
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>.form { display: block; }</style><slot></slot>${FRAME}`;
    (root.querySelector('input[name="username"]') as HTMLInputElement).value = 'newbie01';
    (root.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
    const { ready } = mount('framed-declarative', host, {}, { loading: 'eager' });
    await ready;
    expect(root.querySelector('[data-lk-frame]')).toBeNull();
    expect(root.querySelector('style:not([data-lk-style]), slot')).toBeNull();
    expect(seen).toEqual({ typed: { username: 'newbie01' }, ticked: true });
    // The runtime's sheet and the widget's: none taken for the frame's, which was never adopted.
    const unframed = document.createElement('div');
    document.body.append(unframed);
    hosts.push(unframed);
    await mount('framed-declarative', unframed, {}, { loading: 'eager' }).ready;
    expect(root.adoptedStyleSheets).toEqual(unframed.shadowRoot!.adoptedStyleSheets);
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
  });
});
