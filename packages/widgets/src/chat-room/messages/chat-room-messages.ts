import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    chatRoom: typeof en;
  }
}

/** The chat room's words travel in its own chunk: importing this module registers them. TY and BN are chunks of their own. */
defineMessages('chatRoom', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
