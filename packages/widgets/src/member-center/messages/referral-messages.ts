import { defineMessages } from '@lobbykit/sdk';
import { en } from './referral-en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    referral: typeof en;
  }
}

/** The referral page's words travel in its chunk; TY and BN are chunks of their own. */
defineMessages('referral', {
  EN: en,
  TY: () => import('./referral-ty').then((module) => module.ty),
  BN: () => import('./referral-bn').then((module) => module.bn),
});
