// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
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
});
