import { defineMessages } from '@lobbykit/sdk';
import { applicationsEn } from './applications-en';

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    promotionsApplications: typeof applicationsEn;
  }
}

/** "My applications" words travel with its chunk: importing this module registers them. */
defineMessages('promotionsApplications', {
  EN: applicationsEn,
  TY: () => import('./applications-ty').then((module) => module.applicationsTy),
  BN: () => import('./applications-bn').then((module) => module.applicationsBn),
});
