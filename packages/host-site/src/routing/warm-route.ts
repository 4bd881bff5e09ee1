import { resolveWidget } from '@lobbykit/sdk';
import {
  $gameType,
  type GamePageQuery,
  loadMenus,
  prefetchAnnouncements,
  prefetchGameList,
} from '@lobbykit/sdk/lobby';
import { holdSecondaryWidgetsUntil } from '../layout/secondary-widgets';
import type { RouteDefinition } from './routes';

/**
 * Starts what a game page needs while startup (status and permission) is still on its way, instead
 * of after it: the game grid's chunk and, for a list centre (/rng, /live ...), its first page of
 * games and the menus its vendor chips come from. The page itself still waits for startup to decide
 * what to show (maintenance, a blocked region, a redirect); by then its code and its games are there
 * (bench/RESULTS.md, game grid).
 */
export function warmRoute(route: RouteDefinition | null, search: Record<string, string>): void {
  // The banners show while the home page's game type is HOME (R2.73, R2.74).
  if (route?.page === 'home' && $gameType.get() === 'HOME') warmHome();
  if (route?.page !== 'gameList' && route?.page !== 'gameCentre') return;
  // A chunk that fails is asked again when the page mounts the widget, which shows the error.
  const chunk = Promise.resolve(resolveWidget('game-grid')).catch(() => undefined);
  const gameType = route.game?.gameType as GamePageQuery['gameType'];
  if (route.page === 'gameList' && gameType && !route.game?.list) {
    // The side menu mounts after the first cards, not between the layout's first paint
    // and them (secondary-widgets.ts).
    holdSecondaryWidgetsUntil(
      Promise.all([chunk, prefetchGameList({ gameType, vassalage: search.vassalage })]),
    );
    // The list's vendor chips come with the menus: asked now, they are drawn with the first cards
    // instead of arriving later and pushing the grid down. A failure is the widget's to show.
    loadMenus().catch(() => undefined);
  }
}

/**
 * The home page's largest paint is its first banner (bench/RESULTS.md, Lighthouse): the
 * announcements are asked beside startup, and the first home banner's image is fetched at high
 * priority as soon as they answer, instead of after the carousel's widget has loaded and drawn.
 */
function warmHome(): void {
  prefetchAnnouncements().then(
    ({ banners }) => {
      const first = banners.find((banner) => banner.groupName === 'w_home');
      // The page's head asked an anonymous visitor's banners itself and preloads the same image.
      if (!first || preloaded(first.url)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = first.url;
      link.fetchPriority = 'high';
      document.head.append(link);
    },
    // The carousel asks again and shows the failure.
    () => undefined,
  );
}

function preloaded(url: string): boolean {
  const href = new URL(url, document.baseURI).href;
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].some(
    (link) => link.href === href,
  );
}
