import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    sliderCheck: typeof en;
  }
}

/** The slider check's words travel with its own chunk: only merchants that turn it on need them. */
defineMessages('sliderCheck', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
