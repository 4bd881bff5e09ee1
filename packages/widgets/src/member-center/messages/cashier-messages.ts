import { defineMessages } from '@lobbykit/sdk';
import { en } from './cashier-en';

// Types `t('memberCashier.…')` wherever the sdk's `t` is used, and in this package's declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    memberCashier: typeof en;
  }
}

/**
 * The cashier's words (deposit, withdraw, amounts, request records, refusals, the withdrawal
 * confirmation) travel with the components that show them: importing this module registers them,
 * so the agent center's deposit and withdraw pages load these and not the whole member center's.
 */
defineMessages('memberCashier', {
  EN: en,
  TY: () => import('./cashier-ty').then((module) => module.ty),
  BN: () => import('./cashier-bn').then((module) => module.bn),
});
