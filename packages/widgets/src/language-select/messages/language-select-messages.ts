import { defineMessages } from '@lobbykit/sdk';
import { en } from './en';

// Types `t('languageSelect.…')` wherever the sdk's `t` is used, and in this package's declarations.
declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    languageSelect: typeof en;
  }
}

/** The language select's and region modal's words travel in their chunk; TY and BN in chunks of their own. */
defineMessages('languageSelect', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
