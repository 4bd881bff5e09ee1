import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  title: 'প্রগতিশীল জ্যাকপট',
  note: 'লবির প্রতিটি স্পিনে বাড়তে থাকে',
};
