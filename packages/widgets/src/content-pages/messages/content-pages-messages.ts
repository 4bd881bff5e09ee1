import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    contentPages: typeof en;
  }
}

/** The blog and guide pages' words travel in their chunk; TY and BN are chunks of their own. */
defineMessages('contentPages', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
