import { defineSource } from '../../i18n/catalog';
import { en } from './en';

/**
 * The sign-in's own words under `socialSignIn.`, with the sign-in's code (the accounts entry), never
 * in the runtime: EN at once, TY and BN as chunks of their own. Read with `lookup`, so the words are
 * not added to the typed MessageKey union that every widget's `t` checks against.
 */
defineSource('socialSignIn', {
  EN: en,
  TY: () => import('./ty').then((module) => module.ty),
  BN: () => import('./bn').then((module) => module.bn),
});
