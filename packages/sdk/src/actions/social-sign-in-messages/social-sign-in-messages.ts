import { defineMessages } from '../../i18n/define-messages';
import { en } from './en';

declare module '../../i18n/message-key' {
  interface MessageNamespaces {
    socialSignIn: typeof en;
  }
}

// With the sign-in's own code (the accounts entry), never in the runtime.
defineMessages('socialSignIn', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
