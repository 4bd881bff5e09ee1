import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    loginProof: typeof en;
  }
}

/** The new-IP check's words travel with its own chunk: most logins never need them. */
defineMessages('loginProof', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
