import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

// Types `t('winners.…')` wherever the sdk's `t` is used, and in this package's emitted declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    winners: typeof en;
  }
}

/** The winners board's words travel in its own chunk: importing this module registers them. TY and BN are chunks of their own. */
defineMessages('winners', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
