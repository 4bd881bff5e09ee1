import { $menus } from '../stores/lobby';
import { $session } from '../stores/session';
import { loadMenus } from './game-menus';
import { type LoadHomeSectionsOptions, loadHomeSections } from './home-sections';
import { loadRecentGames } from './recent-games';

let showing = 0;

/**
 * What the home page asks when it shows, and again when the game type or the login changes: the
 * menus once (which categories have vendors, R2.30), a member's recent games (R2.84), then the
 * sections one after another (R9.14, `loadHomeSections`). A newer call, or the stop function it
 * returns (the page left), stops an older one before its sections start.
 */
export function showHomeSections(options: LoadHomeSectionsOptions = {}): () => void {
  const mine = ++showing;
  void (async () => {
    if (!$menus.get()) await loadMenus().catch(() => undefined);
    // The favourites load themselves for whoever draws hearts (sdk favourites).
    if ($session.get().isLogin) await loadRecentGames().catch(() => undefined);
    if (mine === showing) await loadHomeSections(options);
  })();
  return () => {
    if (mine === showing) showing++;
  };
}
