import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    sideMenu: typeof en;
  }
}

/** The side menu's words travel in its chunk; TY and BN in chunks of their own. */
defineMessages('sideMenu', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
