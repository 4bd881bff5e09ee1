import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    memberCenter: typeof en;
  }
}

/** The member center's words travel in its chunk; TY and BN are chunks of their own. */
defineMessages('memberCenter', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
