import { defineMessages } from '@lobbykit/sdk';

/** The floating customer-service button's words (R2.39): two, so all three languages travel in its chunk. */
export const en = {
  label: 'Customer service',
  hint: 'Opens live chat in a small window',
};

export const ty: typeof en = {
  label: 'Customer service',
  hint: 'Binubuksan ang live chat sa maliit na window',
};

export const bn: typeof en = {
  label: 'গ্রাহক সেবা',
  hint: 'ছোট একটি উইন্ডোতে লাইভ চ্যাট খোলে',
};

declare module '@lobbykit/sdk' {
  interface MessageNamespaces {
    csButton: typeof en;
  }
}

defineMessages('csButton', { EN: en, TY: ty, BN: bn });
