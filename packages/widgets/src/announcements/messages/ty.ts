import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  marquee: 'Pinakabagong abiso',
  title: 'Mga anunsyo',
  popups: 'Mga anunsyo',
  notices: 'Mga abiso',
  page: 'Pahina {{page}} sa {{pages}}',
  previousPage: 'Nakaraang pahina',
  nextPage: 'Susunod na pahina',
  empty: 'Walang anunsyo sa ngayon. Dito namin ipo-post ang mga balita at alok.',
  emptyAction: 'Tingnan ang mga promosyon',
  error: 'Hindi ma-load ang mga anunsyo.',
  loading: 'Nilo-load ang mga anunsyo…',
  bell: 'Mga abiso',
  unread: '{{count}} bago',
  dismiss: 'Isara ang mga anunsyo',
};
