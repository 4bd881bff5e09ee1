// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure } from '../client/configure';
import { emit, on } from './events';

describe('emit', () => {
  it('dispatches lobbykit:<type> bubbling and composed, heard once on window from a connected element', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const onElement = vi.fn();
    const onWindow = vi.fn();
    element.addEventListener('lobbykit:balance', onElement);
    const off = on('balance', onWindow);
    emit('balance', { balance: 5, currency: 'TLB' }, element);
    off();
    const event = onElement.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(onWindow).toHaveBeenCalledTimes(1);
    expect(onWindow).toHaveBeenCalledWith({ balance: 5, currency: 'TLB' }, expect.any(CustomEvent));
  });

  it('also reaches window from an element that is not in the page', () => {
    const onWindow = vi.fn();
    const off = on('balance', onWindow);
    emit('balance', { balance: 1, currency: 'TLB' }, document.createElement('div'));
    emit('balance', { balance: 2, currency: 'TLB' });
    off();
    expect(onWindow).toHaveBeenCalledTimes(2);
  });

  it('reports a cancelled cancelable event', () => {
    const off = on('navigate', (_detail, event) => event.preventDefault());
    expect(
      emit('navigate', { path: '/', url: 'http://site.test/', reason: 'link' }, undefined, {
        cancelable: true,
      }),
    ).toBe(false);
    off();
    expect(
      emit('navigate', { path: '/', url: 'http://site.test/', reason: 'link' }, undefined, {
        cancelable: true,
      }),
    ).toBe(true);
  });

  describe("the runtime's namespace in every detail (issue 15 item 3)", () => {
    afterEach(() => void configure({ apiBase: 'http://ph.test' }));

    it('a runtime configured with a namespace adds it to the detail, a copy: the caller’s object stays as it was', () => {
      configure({ apiBase: 'http://ph.test', namespace: 'brandA' });
      const element = document.createElement('div');
      document.body.append(element);
      const onElement = vi.fn();
      element.addEventListener('lobbykit:login', onElement);
      const heard = vi.fn();
      const off = on('login', heard);
      const detail = { account: 'demo01', isAgent: false, isTrial: false };
      emit('login', detail, element);
      off();
      element.remove();
      expect(heard).toHaveBeenCalledWith({ ...detail, namespace: 'brandA' }, expect.any(CustomEvent));
      expect((onElement.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
        ...detail,
        namespace: 'brandA',
      });
      expect(detail).toEqual({ account: 'demo01', isAgent: false, isTrial: false });
    });

    it('a runtime without one adds nothing: the detail is the one emitted', () => {
      configure({ apiBase: 'http://ph.test', namespace: 'brandA' });
      configure({ apiBase: 'http://ph.test' });
      const heard = vi.fn();
      const off = on('logout', heard);
      const detail = {};
      emit('logout', detail);
      off();
      expect(heard.mock.calls[0]?.[0]).toBe(detail);
      expect(heard.mock.calls[0]?.[0]).not.toHaveProperty('namespace');
    });
  });
});
