import { go } from './router';

/**
 * Widgets ask for navigation with a cancelable `lobbykit:navigate` event; the site takes it over
 * (so routing stays client-side) instead of letting the runtime's default reload the page.
 */
export function bridgeWidgetNavigation(target: Window = window): () => void {
  const onNavigate = (event: Event) => {
    const path = (event as CustomEvent<{ path?: string }>).detail?.path;
    if (typeof path !== 'string' || !path.startsWith('/')) return;
    event.preventDefault();
    go(path);
  };
  target.addEventListener('lobbykit:navigate', onNavigate);
  return () => target.removeEventListener('lobbykit:navigate', onNavigate);
}
