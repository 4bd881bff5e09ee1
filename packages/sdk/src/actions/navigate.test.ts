import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from './navigate';

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('location', { assign: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('navigate', () => {
  it('goes there with location.assign when no host takes over', () => {
    expect(navigate('/agentHome')).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/agentHome');
  });

  it('leaves navigation to a host router that cancels lobbykit:navigate', () => {
    const routed: string[] = [];
    window.addEventListener('lobbykit:navigate', (event) => {
      event.preventDefault();
      routed.push((event as CustomEvent<{ path: string }>).detail.path);
    });
    expect(navigate('/')).toBe(false);
    expect(routed).toEqual(['/']);
    expect(location.assign).not.toHaveBeenCalled();
  });
});
