import { $modal, closeModal, openModal } from '@lobbykit/sdk';
import { useEffect } from 'react';
import { go } from './router';
import type { RouteDefinition } from './routes';

/**
 * /login, /register and /help open their modal over the home page; closing it (or logging in,
 * which closes it) leaves the route for '/', so a reload does not reopen it.
 */
export function useRouteModal(route: RouteDefinition | null, enabled: boolean): void {
  const modal = enabled ? route?.modal : undefined;

  useEffect(() => {
    if (!modal) return;
    openModal(modal);
    let wasOpen = true;
    const stop = $modal.listen((current) => {
      if (wasOpen && current?.name !== modal) go('/', { replace: true });
      wasOpen = current?.name === modal;
    });
    return () => {
      stop();
      if ($modal.get()?.name === modal) closeModal();
    };
  }, [modal]);
}
