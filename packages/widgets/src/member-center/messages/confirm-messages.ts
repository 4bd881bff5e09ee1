import { defineMessages } from '@lobbykit/sdk';
import { en } from './confirm-en';

// Types `t('memberConfirm.…')` wherever the sdk's `t` is used, and in this package's declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    memberConfirm: typeof en;
  }
}

/** The answer to an approved withdrawal (received, or not received with proof images) has its words in its own chunk: importing this module registers them. */
defineMessages('memberConfirm', {
  EN: en,
  TY: () => import('./confirm-ty').then((module) => module.ty),
  BN: () => import('./confirm-bn').then((module) => module.bn),
});
