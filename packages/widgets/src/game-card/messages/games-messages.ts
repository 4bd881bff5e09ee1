import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

// Types `t('games.…')` wherever the sdk's `t` is used, and in this package's emitted declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    games: typeof en;
  }
}

/**
 * The words of everything that shows games (card, grid, vendor popup list, game frame, navigation)
 * travel with the first of their chunks a page loads, not with the runtime. TY and BN are chunks of their own.
 */
defineMessages('games', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
