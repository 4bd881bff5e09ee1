import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSiteBase } from '../stores/config';
import { type NavigateDetail, navigate, siteUrl } from './navigate';

let opened: unknown[][];

function page(origin: string) {
  const win = new EventTarget() as EventTarget & { open: (...args: unknown[]) => null };
  win.open = (...args: unknown[]) => {
    opened.push(args);
    return null;
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', { assign: vi.fn(), origin });
}

beforeEach(() => {
  opened = [];
  setSiteBase('');
  page('https://play.example.com');
});
afterEach(() => {
  setSiteBase('');
  vi.unstubAllGlobals();
});

describe('navigate', () => {
  it('goes there with location.assign when no host takes over', () => {
    expect(navigate('/agentHome')).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/agentHome');
  });

  it('leaves navigation to a host router that cancels lobbykit:navigate', () => {
    const routed: NavigateDetail[] = [];
    window.addEventListener('lobbykit:navigate', (event) => {
      event.preventDefault();
      routed.push((event as CustomEvent<NavigateDetail>).detail);
    });
    expect(navigate('/')).toBe(false);
    expect(routed).toEqual([{ path: '/', url: 'https://play.example.com/', reason: 'link' }]);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('issue 16 (2): after a registration the page stays unless the host moves it', () => {
    expect(navigate('/', { reason: 'registered' })).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
    expect(opened).toEqual([]);
  });
});

describe('links to the player site from a partner page', () => {
  beforeEach(() => {
    page('https://partner.example.org');
    setSiteBase('https://play.example.com/');
  });

  it('issue 16 (4): resolve against the configured site base, never the partner page', () => {
    expect(siteUrl('/help#term')).toBe('https://play.example.com/help#term');
  });

  it('issue 16 (4): open the player site in a new tab, so the partner page stays', () => {
    expect(navigate('/help#term')).toBe(true);
    expect(opened).toEqual([['https://play.example.com/help#term', '_blank', 'noopener']]);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('issue 16 (4): without a site base a link resolves on the page itself (the player site)', () => {
    setSiteBase('');
    expect(siteUrl('/help#term')).toBe('https://partner.example.org/help#term');
  });
});
