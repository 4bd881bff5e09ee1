import { defineMessages } from '@lobbykit/sdk';
import { en } from './pages-en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    agentPages: typeof en;
  }
}

/** The agent center pages' words travel with the pages; TY and BN are chunks of their own. */
defineMessages('agentPages', {
  EN: en,
  TY: () => import('./pages-ty').then((module) => module.ty),
  BN: () => import('./pages-bn').then((module) => module.bn),
});
