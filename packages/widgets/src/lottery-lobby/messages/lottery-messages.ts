import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

// Types `t('lottery.…')` wherever the sdk's `t` is used, and in this package's emitted declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    lottery: typeof en;
  }
}

/** The lottery lobby's words travel in its chunk; TY and BN are chunks of their own. */
defineMessages('lottery', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
