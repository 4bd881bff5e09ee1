import { defineMessages } from '@lobbykit/sdk';
import { applyEn } from './apply-en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    promotionsApply: typeof applyEn;
  }
}

/** The application form's words travel with the form's chunk: importing this module registers them. */
defineMessages('promotionsApply', {
  EN: applyEn,
  TY: () => import('./apply-ty').then((module) => module.applyTy),
  BN: () => import('./apply-bn').then((module) => module.applyBn),
});
