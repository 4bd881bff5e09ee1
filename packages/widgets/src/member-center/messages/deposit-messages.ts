import { defineMessages } from '@lobbykit/sdk';
import { en } from './deposit-en';

// Types `t('memberDeposit.…')` wherever the sdk's `t` is used, and in this package's declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    memberDeposit: typeof en;
  }
}

/** The deposit page's words travel with it: importing this module registers them. */
defineMessages('memberDeposit', {
  EN: en,
  TY: () => import('./deposit-ty').then((module) => module.ty),
  BN: () => import('./deposit-bn').then((module) => module.bn),
});
