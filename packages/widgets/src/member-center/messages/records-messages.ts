import { defineMessages } from '@lobbykit/sdk';
import { en } from './records-en';

// Types `t('memberRecords.…')` wherever the sdk's `t` is used, and in this package's declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    memberRecords: typeof en;
  }
}

/** The record pages' words travel in their own chunk: importing this module registers them. */
defineMessages('memberRecords', {
  EN: en,
  TY: () => import('./records-ty').then((module) => module.ty),
  BN: () => import('./records-bn').then((module) => module.bn),
});
