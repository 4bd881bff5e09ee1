import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    passwords: typeof en;
  }
}

/** The password modals' words travel in their chunk; TY and BN are chunks of their own. */
defineMessages('passwords', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
