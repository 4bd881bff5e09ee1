import { defineMessages } from '@lobbykit/sdk';
import { en } from './shell-en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    agentCenter: typeof en;
  }
}

/**
 * The agent center shell's words travel in its chunk; TY and BN are chunks of their own. The pages'
 * words are a namespace of their own (pages-*.ts), loaded with the pages.
 */
defineMessages('agentCenter', {
  EN: en,
  TY: () => import('./shell-ty').then((module) => module.ty),
  BN: () => import('./shell-bn').then((module) => module.bn),
});
