import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

// Types `t('header.…')` wherever the sdk's `t` is used, and in this package's emitted declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    header: typeof en;
  }
}

/**
 * The wallet header's words travel in its chunk, not the runtime's: importing this module (the
 * header component does) registers them. TY and BN are chunks of their own.
 */
defineMessages('header', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
