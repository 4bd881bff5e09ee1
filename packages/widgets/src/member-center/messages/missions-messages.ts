import { defineMessages } from '@lobbykit/sdk';
import { en } from './missions-en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    missions: typeof en;
  }
}

/** The missionLeaderboard page's words travel in its chunk; TY and BN are chunks of their own. */
defineMessages('missions', {
  EN: en,
  TY: () => import('./missions-ty').then((module) => module.ty),
  BN: () => import('./missions-bn').then((module) => module.bn),
});
