import { resolveWidget } from '@lobbykit/sdk';
import { type GamePageQuery, prefetchGameList } from '@lobbykit/sdk/lobby';
import type { RouteDefinition } from './routes';

/**
 * Starts what a game page needs while startup (status and permission) is still on its way, instead
 * of after it: the game grid's chunk and, for a list centre (/rng, /live ...), its first page of
 * games. The page itself still waits for startup to decide what to show (maintenance, a blocked
 * region, a redirect); by then its code and its games are there (bench/RESULTS.md, game grid).
 */
export function warmRoute(route: RouteDefinition | null, search: Record<string, string>): void {
  if (route?.page !== 'gameList' && route?.page !== 'gameCentre') return;
  // A chunk that fails is asked again when the page mounts the widget, which shows the error.
  Promise.resolve(resolveWidget('game-grid')).catch(() => undefined);
  const gameType = route.game?.gameType as GamePageQuery['gameType'];
  if (route.page === 'gameList' && gameType && !route.game?.list) {
    prefetchGameList({ gameType, vassalage: search.vassalage });
  }
}
