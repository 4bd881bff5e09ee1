import { $announcements, type Banner, loadAnnouncements } from '@lobbykit/sdk/lobby';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRequestedAnnouncements } from '../announcements/use-announcements';
import { BannerCarousel } from './banner-carousel';

vi.mock('@lobbykit/sdk/lobby', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk/lobby')>()),
  loadAnnouncements: vi.fn(async () => true),
}));

function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    groupName: 'w_home',
    title: `Banner ${id}`,
    url: `/cdn/images/banners/b${id}.svg`,
    linkageType: 'ROUTE',
    linkTarget: '/rng',
    ...overrides,
  };
}

function showBanners(banners: Banner[], more: Partial<ReturnType<typeof $announcements.get>> = {}) {
  $announcements.set({
    banners,
    notices: [],
    popups: [],
    execution: 'B',
    loading: false,
    errorCode: null,
    ...more,
  });
}

const track = () => document.querySelector<HTMLElement>('.lk-banners__track')!;
const position = () => -Number(/calc\((-?\d+) \*/.exec(track().style.transform)?.[1]) || 0;
const currentDot = () =>
  screen
    .getAllByRole('button', { name: /^Show banner/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const paths: string[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  paths.push((event as CustomEvent<{ path: string }>).detail.path);
};

beforeEach(() => {
  forgetRequestedAnnouncements();
  vi.mocked(loadAnnouncements).mockClear();
  paths.length = 0;
  window.addEventListener('lobbykit:navigate', onNavigate);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => window.removeEventListener('lobbykit:navigate', onNavigate));

describe('banner carousel', () => {
  it('R3.09 asks the sdk for the announcements and shows only its group', () => {
    showBanners([banner(1), banner(2, { groupName: 'w_leftmenu' }), banner(3)]);
    const { unmount } = render(<BannerCarousel />);
    expect(loadAnnouncements).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('button', { name: /^Show banner/ })).toHaveLength(2);
    unmount();
    render(<BannerCarousel groupName="w_leftmenu" />);
    expect(screen.getByRole('img', { name: 'Banner 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Show banner/ })).toBeNull();
  });

  it('R2.96 R2.93 R2.94 R9.23 R9.24 R9.25 shows one slide per view and moves every 5000 ms in 1000 ms', () => {
    showBanners([banner(1), banner(2), banner(3)]);
    render(<BannerCarousel />);
    expect(screen.getByRole('region', { name: 'Promotions' }).getAttribute('aria-roledescription')).toBe(
      'carousel',
    );
    expect(
      screen.getAllByRole('group', { hidden: false }).filter((slide) => !slide.getAttribute('aria-hidden')),
    ).toHaveLength(1);
    expect(track().style.gap).toBe('20.3px');
    expect(position()).toBe(1);
    expect(currentDot()).toBe(0);
    advance(4999);
    expect(currentDot()).toBe(0);
    advance(1);
    expect(currentDot()).toBe(1);
    expect(track().style.transition).toBe('transform 1000ms ease');
    expect(track().style.transform).toContain('100% + 20.3px');
  });

  it('R2.92 loops from the last banner to the first without rewinding through the others', () => {
    showBanners([banner(1), banner(2), banner(3)]);
    render(<BannerCarousel />);
    advance(5000);
    advance(5000);
    advance(5000);
    // On the clone of the first banner, sliding forward ...
    expect(position()).toBe(4);
    expect(currentDot()).toBe(0);
    advance(1000);
    // ... then standing on the real one without a transition.
    expect(position()).toBe(1);
    expect(track().style.transition).toBe('none');
    advance(4000);
    expect(currentDot()).toBe(1);
  });

  it("R2.96 asks the other slides' images only once the first one has loaded, so they do not slow it", async () => {
    showBanners([banner(1), banner(2), banner(3)]);
    render(<BannerCarousel />);
    const images = () => [...document.querySelectorAll<HTMLImageElement>('.lk-banners__image')];
    expect(images().map((image) => image.alt)).toEqual(['Banner 1']);
    expect(images()[0]?.getAttribute('fetchpriority')).toBe('high');
    fireEvent.load(images()[0] as HTMLImageElement);
    await vi.waitFor(() => {
      vi.advanceTimersByTime(20);
      // The clones of the last and the first banner around the three.
      expect(images().map((image) => image.alt)).toEqual([
        'Banner 3',
        'Banner 1',
        'Banner 2',
        'Banner 3',
        'Banner 1',
      ]);
    });
  });

  it('R2.97 a single banner neither loops nor moves, and has no controls', () => {
    showBanners([banner(1)]);
    render(<BannerCarousel />);
    advance(30_000);
    expect(position()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Show banner/ })).toBeNull();
  });

  it('R2.95 autoplay continues after the player moves the carousel', () => {
    showBanners([banner(1), banner(2), banner(3)]);
    render(<BannerCarousel />);
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(currentDot()).toBe(1);
    advance(4999);
    expect(currentDot()).toBe(1);
    advance(1);
    expect(currentDot()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 1' }));
    expect(currentDot()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(currentDot()).toBe(2);
    advance(5000);
    expect(currentDot()).toBe(0);
  });

  it('moves on a swipe, and the swipe does not follow the link under it', () => {
    showBanners([banner(1), banner(2)]);
    render(<BannerCarousel />);
    const viewport = document.querySelector('.lk-banners__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 300 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    fireEvent.click(screen.getByRole('link', { name: 'Banner 2' }));
    expect(currentDot()).toBe(1);
    expect(paths).toEqual([]);
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 180 });
    expect(currentDot()).toBe(0);
  });

  it('pauses while the tab is hidden, to save battery', () => {
    showBanners([banner(1), banner(2)]);
    render(<BannerCarousel />);
    let hidden = true;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(20_000);
    expect(currentDot()).toBe(0);
    hidden = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    advance(5000);
    expect(currentDot()).toBe(1);
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  });

  it('R3.09 follows the linkage: routes through the host, URLs in a new tab, nothing unsafe', () => {
    showBanners([
      banner(1, { linkageType: 'ROUTE', linkTarget: '/live' }),
      banner(2, { linkageType: 'URL', linkTarget: 'https://partner.example/offer' }),
      banner(3, { linkageType: 'PROMOTION', linkTarget: 'welcome-bonus' }),
      banner(4, { linkageType: 'URL', linkTarget: 'javascript:alert(1)' }),
      banner(5, { linkageType: 'NONE', linkTarget: '' }),
    ]);
    render(<BannerCarousel />);
    const links = document.querySelectorAll<HTMLAnchorElement>(
      '.lk-banners__slide:not([aria-hidden]) a, .lk-banners__slide a',
    );
    const hrefs = [...new Set([...links].map((link) => link.getAttribute('href')))];
    expect(hrefs).toEqual(['/live', 'https://partner.example/offer', '/promotions#welcome-bonus']);
    const external = [...links].find((link) => link.getAttribute('href')?.startsWith('https:'))!;
    expect(external.target).toBe('_blank');
    expect(external.rel).toBe('noopener noreferrer');
    expect(external.textContent).toContain('opens in a new tab');
    fireEvent.click(screen.getByRole('link', { name: 'Banner 1' }));
    expect(paths).toEqual(['/live']);
  });

  it('shows a banner-shaped skeleton while loading, with the room of the dots under it', () => {
    showBanners([], { loading: true, execution: null });
    render(<BannerCarousel />);
    expect(screen.getByRole('status').textContent).toBe('Loading the banners…');
    expect(document.querySelector('.lk-banners__skeleton')).not.toBeNull();
    const dots = document.querySelector('.lk-banners__dots--pending');
    expect(dots?.getAttribute('aria-hidden')).toBe('true');
    expect(dots?.children).toHaveLength(0);
  });

  it('shows the error in words with a retry', () => {
    showBanners([], { errorCode: 'network_error' });
    render(<BannerCarousel />);
    expect(screen.getByRole('alert').textContent).toContain('Network link is abnormal');
    vi.mocked(loadAnnouncements).mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadAnnouncements).toHaveBeenCalledTimes(1);
  });

  it('says so when there are no banners and offers the promotions', () => {
    showBanners([]);
    render(<BannerCarousel />);
    expect(screen.getByText('No promotions are running right now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See all promotions' }));
    expect(paths).toEqual(['/promotions']);
  });
});
