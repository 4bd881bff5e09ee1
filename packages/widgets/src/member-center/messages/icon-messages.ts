import { defineMessages } from '@lobbykit/sdk';
import { en } from './icon-en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    memberIcon: typeof en;
  }
}

/** The member center header's and icon editor's words; TY and BN are chunks of their own. */
defineMessages('memberIcon', {
  EN: en,
  TY: () => import('./icon-ty').then((module) => module.ty),
  BN: () => import('./icon-bn').then((module) => module.bn),
});
