import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

// Types `t('login.…')` wherever the sdk's `t` is used, and in this package's emitted declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    login: typeof en;
  }
}

/**
 * The login widget's words travel in its chunk, not the runtime's: importing this module (the
 * login components do) registers them. TY and BN are chunks of their own.
 */
defineMessages('login', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
