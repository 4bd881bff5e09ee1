// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const banner = (id: number, groupName: 'w_home' | 'w_leftmenu') => ({
  id,
  groupName,
  title: `Banner ${id}`,
  url: `https://cdn.test/banners/${id}.svg`,
  linkageType: 'ROUTE' as const,
  linkTarget: '/promotions',
});

const sdk = vi.hoisted(() => ({
  gameType: 'HOME',
  answer: null as Promise<unknown> | null,
  prefetchAnnouncements: vi.fn(),
  prefetchGameList: vi.fn(),
  loadMenus: vi.fn(() => Promise.resolve([])),
}));

vi.mock('@lobbykit/sdk', () => ({ resolveWidget: vi.fn(() => Promise.resolve()) }));
const layout = vi.hoisted(() => ({ held: [] as Promise<unknown>[] }));
vi.mock('../layout/secondary-widgets', () => ({
  holdSecondaryWidgetsUntil: (content: Promise<unknown>) => layout.held.push(content),
}));
vi.mock('@lobbykit/sdk/lobby', () => ({
  $gameType: { get: () => sdk.gameType },
  prefetchAnnouncements: sdk.prefetchAnnouncements,
  prefetchGameList: sdk.prefetchGameList,
  loadMenus: sdk.loadMenus,
}));

const { warmRoute } = await import('./warm-route');
const { routes } = await import('./routes');
const home = routes.find((route) => route.name === 'home') ?? null;
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

describe('warming the home page', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    sdk.gameType = 'HOME';
    sdk.prefetchAnnouncements.mockReset();
    sdk.prefetchGameList.mockReset();
  });

  it('asks the announcements beside startup and preloads the first home banner at high priority', async () => {
    const answer = Promise.resolve({
      banners: [banner(3, 'w_leftmenu'), banner(1, 'w_home'), banner(2, 'w_home')],
    });
    sdk.prefetchAnnouncements.mockReturnValue(answer);
    warmRoute(home, {});
    expect(sdk.prefetchAnnouncements).toHaveBeenCalledTimes(1);
    await answer;
    await Promise.resolve();
    expect(preloads().map((link) => [link.as, link.href, link.fetchPriority])).toEqual([
      ['image', 'https://cdn.test/banners/1.svg', 'high'],
    ]);
  });

  it('preloads nothing without a home banner, or when the announcements fail', async () => {
    const empty = Promise.resolve({ banners: [banner(3, 'w_leftmenu')] });
    sdk.prefetchAnnouncements.mockReturnValue(empty);
    warmRoute(home, {});
    await empty;
    const failed = Promise.reject(new Error('offline'));
    sdk.prefetchAnnouncements.mockReturnValue(failed);
    warmRoute(home, {});
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(preloads()).toEqual([]);
  });

  it('R2.73 asks nothing when the home page shows another game type than HOME (no banners there)', () => {
    sdk.gameType = 'RNG';
    warmRoute(home, {});
    expect(sdk.prefetchAnnouncements).not.toHaveBeenCalled();
  });
});

describe('warming a list centre', () => {
  const route = (name: string) => routes.find((entry) => entry.name === name) ?? null;

  beforeEach(() => {
    sdk.prefetchGameList.mockReset();
    sdk.loadMenus.mockClear();
  });

  it('R7.31 R7.30 asks the first page of games and the menus (its vendor chips) beside startup', () => {
    warmRoute(route('rng'), { vassalage: 'CQ9' });
    expect(sdk.prefetchGameList).toHaveBeenCalledWith({ gameType: 'RNG', vassalage: 'CQ9' });
    expect(sdk.loadMenus).toHaveBeenCalledTimes(1);
  });

  it('asks neither for an account list, whose games come whole from the account', () => {
    layout.held = [];
    warmRoute(route('favorite'), {});
    expect(sdk.prefetchGameList).not.toHaveBeenCalled();
    expect(sdk.loadMenus).not.toHaveBeenCalled();
    expect(layout.held).toEqual([]);
  });

  it('R2.28 holds the side menu until the grid chunk and the first page of games are in', async () => {
    layout.held = [];
    let answer = () => {};
    sdk.prefetchGameList.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    warmRoute(route('rng'), {});
    expect(layout.held).toHaveLength(1);
    let settled = false;
    void layout.held[0]?.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    answer();
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});
