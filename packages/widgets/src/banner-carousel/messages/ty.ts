import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Filipino (TY): a chunk of its own, fetched only by pages that speak it. */
export const ty: DeepStrings<typeof en> = {
  label: 'Mga promosyon',
  slide: 'Banner {{n}} sa {{total}}',
  previous: 'Nakaraang banner',
  next: 'Susunod na banner',
  goTo: 'Ipakita ang banner {{n}}',
  opensNewTab: '(magbubukas sa bagong tab)',
  empty: 'Walang promosyon sa ngayon.',
  emptyAction: 'Tingnan ang lahat ng promosyon',
  error: 'Hindi ma-load ang mga banner.',
  loading: 'Nilo-load ang mga banner…',
};
