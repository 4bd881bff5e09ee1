import { defineMessages } from '@lobbykit/sdk';
import { en } from './contract-en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    agentContract: typeof en;
  }
}

/** The contract modal's words travel in its chunk; TY and BN are chunks of their own. */
defineMessages('agentContract', {
  EN: en,
  TY: () => import('./contract-ty').then((module) => module.ty),
  BN: () => import('./contract-bn').then((module) => module.bn),
});
