import type { DeepStrings } from '@lobbykit/sdk';
import type { en } from './en';

/** Bengali (BN): a chunk of its own, fetched only by pages that speak it. */
export const bn: DeepStrings<typeof en> = {
  label: 'প্রচার',
  slide: 'ব্যানার {{n}} / {{total}}',
  previous: 'আগের ব্যানার',
  next: 'পরের ব্যানার',
  goTo: 'ব্যানার {{n}} দেখান',
  opensNewTab: '(নতুন ট্যাবে খোলে)',
  empty: 'এই মুহূর্তে কোনো প্রচার চলছে না।',
  emptyAction: 'সব প্রচার দেখুন',
  error: 'ব্যানারগুলো লোড করা যায়নি।',
  loading: 'ব্যানার লোড হচ্ছে…',
};
