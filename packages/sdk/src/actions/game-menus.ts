import { gameMenus } from '@lobbykit/api-client/lobby';
import { getClient } from '../client/configure';
import { $menus, type GameMenus } from '../stores/lobby';
import { clientQuery } from './client-query';

let inFlight: Promise<GameMenus> | null = null;

/** R7.30: the categories with their vendors into `$menus`; calls made while one is under way share it. */
export function loadMenus(): Promise<GameMenus> {
  inFlight ??= getClient()
    .call(gameMenus, { ...clientQuery(), device: 'WEB' })
    .then((menus) => {
      $menus.set(menus);
      return menus;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
