import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

// Types `t('pointMall.…')` wherever the sdk's `t` is used, and in this package's emitted declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    pointMall: typeof en;
  }
}

/** The points mall's words travel in its own chunk: importing this module registers them. TY and BN are chunks of their own. */
defineMessages('pointMall', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
